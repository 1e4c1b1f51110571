import type { PageQueryResult } from '@music/sdk/content'
import { RichText } from '../blocks/shared/rich-text.tsx'
import { SanityImage } from '../blocks/shared/sanity-image.tsx'
import './download-release.css'

/** A `downloads` page document as the page query projects it (docs/requirements.md §3 "Downloads"). */
export type DownloadsDocument = NonNullable<PageQueryResult<'downloads'>>

const OS_NAMES: Record<string, string> = { mac: 'macOS', windows: 'Windows' }

/**
 * The release a `downloads` page offers, below its page builder (docs/requirements.md §3 "Downloads"): one card per
 * operating system (image, file size, the download links of `richTextFooterWithCorepack` and the
 * `richTextFooter` small print), the release notes and the system requirements per OS. Parts the
 * document lacks are left out; renders nothing when it has none of them.
 */
export function DownloadRelease({ page }: { page: DownloadsDocument }) {
  const cards = page.softwareDownloadCard ?? []
  const notes = page.productRelease?.releaseNotes
  const requirements = page.productRelease?.systemRequirements
  if (cards.length === 0 && !notes?.length && !requirements) return null
  return (
    <section className="pb-section download-release" aria-labelledby="download-release-heading">
      <div className="pb-subsection">
        <h2 id="download-release-heading" className="visually-hidden">
          {`Download ${page.title ?? ''}`.trim()}
        </h2>
        {cards.length > 0 ? (
          <ul className="download-release__cards">
            {cards.map((card) => (
              <li key={card._key} className="download-release__card">
                <SanityImage image={card.image} sizes="4rem" widths={[64, 128]} alt="" />
                <div>
                  <h3>{OS_NAMES[card.os ?? ''] ?? card.os}</h3>
                  {card.fileSize ? <p className="download-release__size">{card.fileSize}</p> : null}
                  <RichText value={card.richTextFooterWithCorepack} />
                  <RichText value={card.richTextFooter} className="download-release__footer" />
                </div>
              </li>
            ))}
          </ul>
        ) : null}
        {notes?.length ? (
          <div className="download-release__notes">
            <h2>Release notes</h2>
            <RichText value={notes} />
          </div>
        ) : null}
        {requirements ? (
          <div className="download-release__requirements">
            <h2>System requirements</h2>
            <div className="download-release__columns">
              <div>
                <h3>macOS</h3>
                <RichText value={requirements.macSysRequirements} />
              </div>
              <div>
                <h3>Windows</h3>
                <RichText value={requirements.windowsSysRequirements} />
              </div>
            </div>
          </div>
        ) : null}
      </div>
    </section>
  )
}
