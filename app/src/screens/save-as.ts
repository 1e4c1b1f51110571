/**
 * Has the browser save a file under `fileName` (docs/decisions/015 "Downloads"): a Blob as it is, or the
 * bytes at `url` (a file host on another origin, read with CORS and no credentials) fetched first — a
 * link's `download` attribute only works for the page's own origin and `blob:` URLs, and a file served
 * `inline` would otherwise open instead of saving. Only http(s) URLs are fetched.
 * @param source the file, or an http(s) URL that answers it
 * @param fileName the name the browser proposes, e.g. `Intro stab.wav`
 * @throws Error for another scheme, a failed fetch, or an error status (403: the link has expired)
 */
export async function saveAs(source: Blob | string, fileName: string): Promise<void> {
  const blob = typeof source === 'string' ? await fetchFile(source) : source
  const url = URL.createObjectURL(blob)
  try {
    const link = document.createElement('a')
    link.href = url
    link.download = fileName
    link.hidden = true
    document.body.append(link)
    link.click()
    link.remove()
  } finally {
    // After the click has handed the file to the browser's download.
    setTimeout(() => URL.revokeObjectURL(url), 0)
  }
}

/** Thrown by {@link saveAs} when the file host answers an error status; `status` is it (403 expired). */
export class FileFetchError extends Error {
  override name = 'FileFetchError'
  readonly status: number
  constructor(status: number) {
    super(status === 403 ? 'The download link has expired.' : `The file could not be fetched (${status}).`)
    this.status = status
  }
}

async function fetchFile(url: string): Promise<Blob> {
  const target = new URL(url)
  if (target.protocol !== 'https:' && target.protocol !== 'http:')
    throw new Error(`Not a download URL: ${target.protocol}`)
  const response = await fetch(target, { credentials: 'omit' })
  if (!response.ok) throw new FileFetchError(response.status)
  return response.blob()
}
