/**
 * `url` when it is an absolute `http:` or `https:` URL, else undefined: the check before a link a
 * service sent (a reward's call to action, a beta program's download page, a share link) becomes an
 * `href`, so no `javascript:` or `data:` URL is ever rendered as a link.
 */
export function webUrl(url: string | null | undefined): string | undefined {
  if (typeof url !== 'string') return undefined
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined
  } catch {
    return undefined
  }
}
