/**
 * A library file's preview on the library screen (docs/decisions/031): only what this screen renders
 * itself, so a user file never runs as a page — plain text as text, images in an `<img>` (an SVG in
 * an `<img>` runs no script), audio in an `<audio>` player. Anything else has no preview (its "Open"
 * link saves it: the file host serves it as an attachment).
 */
import { NetworkError, ServiceError } from '@music/sdk'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { LoadError, Loading } from '../../../../../screens/load-state.tsx'

/** Longest text shown, in characters; the rest is cut with a note. */
export const PREVIEW_TEXT_LIMIT = 64 * 1024

/** How the screen previews a media type: `text`, `image`, `audio`, or not at all. */
export function previewKind(mimeType: string): 'text' | 'image' | 'audio' | undefined {
  const type = mimeType.split(';')[0]?.trim().toLowerCase() ?? ''
  if (type === 'text/plain') return 'text'
  if (type.startsWith('image/')) return 'image'
  if (type.startsWith('audio/') && !/mpegurl$/.test(type)) return 'audio'
  return undefined
}

/**
 * A "Preview" toggle and, once opened, the file shown by the screen itself.
 * @param url the file's signed download URL (`GET`, no credentials)
 */
export function FilePreview({ name, mimeType, url }: { name: string; mimeType: string; url: string }) {
  const kind = previewKind(mimeType)
  const [open, setOpen] = useState(false)
  const region = useId()
  if (!kind) return null
  return (
    <div className="library-preview">
      <button
        type="button"
        className="button button--secondary"
        aria-expanded={open}
        aria-controls={region}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide preview' : 'Preview'}
        <span className="visually-hidden"> {name}</span>
      </button>
      <section id={region} aria-label={`Preview of ${name}`} hidden={!open}>
        {open ? <PreviewBody kind={kind} name={name} url={url} /> : null}
      </section>
    </div>
  )
}

function PreviewBody({ kind, name, url }: { kind: 'text' | 'image' | 'audio'; name: string; url: string }) {
  if (kind === 'image') return <img className="library-preview__image" src={url} alt={name} />
  if (kind === 'audio') {
    return (
      // biome-ignore lint/a11y/useMediaCaption: a user's own recording has no captions to offer
      <audio className="library-preview__audio" controls src={url} aria-label={name} />
    )
  }
  return <TextPreview url={url} />
}

/**
 * The file's text, fetched from its signed URL (no credentials), as the screens load anything: the
 * kit's `Loading` and `LoadError` ("Try again"; offline, that it waits for the connection).
 */
function TextPreview({ url }: { url: string }) {
  const preview = useQuery({
    // In this tab's memory only, like every signed-in query (the URL is the permission).
    queryKey: ['cloud-library', 'preview', url],
    queryFn: async ({ signal }) => {
      const reply = await fetch(url, { credentials: 'omit', signal }).catch((cause: unknown) => {
        throw new NetworkError(cause)
      })
      if (!reply.ok) throw new ServiceError({ status: reply.status })
      return reply.text()
    },
    staleTime: Number.POSITIVE_INFINITY,
  })
  if (preview.isPending) return <Loading what="the preview" visible />
  if (preview.isError)
    return <LoadError subject="The preview" error={preview.error} onRetry={() => void preview.refetch()} />
  const text = preview.data
  const cut = text.length > PREVIEW_TEXT_LIMIT
  return (
    <>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a long text scrolls, and keyboard users scroll it */}
      <pre className="library-preview__text" tabIndex={0} dir="auto">
        {cut ? text.slice(0, PREVIEW_TEXT_LIMIT) : text}
      </pre>
      {cut ? (
        <p className="screen-muted">The preview shows the beginning; download the file for all of it.</p>
      ) : null}
    </>
  )
}
