/**
 * A library file's preview on the library screen (docs/decisions/031): only what this screen renders
 * itself, so a user file never runs as a page — plain text as text, images in an `<img>` (an SVG in
 * an `<img>` runs no script), audio in an `<audio>` player. Anything else has no preview (its "Open"
 * link saves it: the file host serves it as an attachment).
 */
import { useEffect, useId, useState } from 'react'

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

function TextPreview({ url }: { url: string }) {
  const [state, setState] = useState<{ text?: string; failed?: boolean }>({})
  useEffect(() => {
    const controller = new AbortController()
    fetch(url, { credentials: 'omit', signal: controller.signal })
      .then(async (reply) => {
        if (!reply.ok) throw new Error(`HTTP ${reply.status}`)
        setState({ text: await reply.text() })
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ failed: true })
      })
    return () => controller.abort()
  }, [url])
  if (state.failed) return <p className="screen-muted">The preview could not be loaded. Please try again.</p>
  if (state.text === undefined) return <p className="screen-muted">Loading the preview…</p>
  const cut = state.text.length > PREVIEW_TEXT_LIMIT
  return (
    <>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a long text scrolls, and keyboard users scroll it */}
      <pre className="library-preview__text" tabIndex={0}>
        {cut ? state.text.slice(0, PREVIEW_TEXT_LIMIT) : state.text}
      </pre>
      {cut ? (
        <p className="screen-muted">The preview shows the beginning; download the file for all of it.</p>
      ) : null}
    </>
  )
}
