/**
 * The initial-JavaScript measure of the site's budget (decisions 007–009), shared by `bench:site` and
 * `bench:account`: every script and modulepreload the server HTML of a page references, summed as
 * gzip (level 6) sizes; also what the server sends a Brotli-capable browser for them.
 */
import { gzipSync } from 'node:zlib'

/** The absolute URLs of the `.js` files `html` loads up front (scripts and modulepreloads). */
export function initialScriptUrls(html: string, origin: string): string[] {
  const urls = new Set<string>()
  for (const match of html.matchAll(
    /<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g,
  )) {
    if (match[1]) urls.add(new URL(match[1], origin).href)
  }
  return [...urls]
}

/**
 * The JS the server HTML of `path` loads up front, in bytes: `gzip`, the sum of its gzip sizes (the
 * budget's measure); `sent`, what the server sends a browser that accepts Brotli (`Content-Length` of
 * each reply to `HEAD`: the build's precompressed variants, app/build/precompress-plugin.ts); `urls`,
 * the files.
 * @param origin the running site, e.g. `http://localhost:3310`
 */
export async function initialJsBytes(
  origin: string,
  path: string,
): Promise<{ gzip: number; sent: number; urls: string[] }> {
  const html = await (await fetch(origin + path)).text()
  const urls = initialScriptUrls(html, origin)
  let gzip = 0
  let sent = 0
  for (const url of urls) {
    gzip += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length
    const brotli = await fetch(url, { method: 'HEAD', headers: { 'accept-encoding': 'br' } })
    sent += Number(brotli.headers.get('content-length') ?? Number.NaN)
  }
  return { gzip, sent, urls }
}
