import './quote.css'

/** Props of {@link Quote}. */
export interface QuoteProps {
  quote: string
  attribution?: string | null
  attributionRole?: string | null
}

/** A pull quote: `<blockquote>` with the attribution and role in a `<figcaption>` (wrap in `<figure>`). */
export function Quote({ quote, attribution, attributionRole }: QuoteProps) {
  return (
    <>
      <blockquote className="quote__text">
        <p>{quote}</p>
      </blockquote>
      {attribution ? (
        <figcaption className="quote__attribution">
          <span className="quote__name">{attribution}</span>
          {attributionRole ? <span className="quote__role">{attributionRole}</span> : null}
        </figcaption>
      ) : null}
    </>
  )
}
