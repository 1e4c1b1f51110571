/**
 * The file CDN (`/files/{projectId}/{dataset}/{id}.{ext}`): content type, caching, ranges and refusal of
 * malformed or traversing names.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { useContentService } from './test-fixtures.ts'

const FILE_ID = 'f00dfeedcafe0123456789abcdef0123456789ab'
const bytes = Uint8Array.from({ length: 1000 }, (_, i) => i % 256)
const fileUrl = (name = `${FILE_ID}.wav`) => `${sandbox.service.url}/files/musicweb/production/${name}`

const sandbox = useContentService({
  async prepare(fixture) {
    const filesDir = join(fixture.datasetsDir, 'files')
    await mkdir(filesDir, { recursive: true })
    await writeFile(join(filesDir, `${FILE_ID}.wav`), bytes)
    await writeFile(join(fixture.datasetsDir, 'secret.txt'), 'not served')
  },
})

describe('file CDN', () => {
  it('serves a file with its content type, length and immutable caching', async () => {
    const response = await fetch(fileUrl())
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('audio/wav')
    expect(response.headers.get('cache-control')).toContain('immutable')
    expect(response.headers.get('accept-ranges')).toBe('bytes')
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes)
  })

  it('answers If-None-Match with 304 and HEAD without a body', async () => {
    const first = await fetch(fileUrl(), { method: 'HEAD' })
    expect(first.headers.get('content-length')).toBe('1000')
    expect((await first.arrayBuffer()).byteLength).toBe(0)
    const etag = first.headers.get('etag') ?? ''
    const again = await fetch(fileUrl(), { headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)
  })

  it('serves byte ranges (206) and refuses unsatisfiable ones (416)', async () => {
    const part = await fetch(fileUrl(), { headers: { range: 'bytes=10-19' } })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe('bytes 10-19/1000')
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.slice(10, 20))
    const suffix = await fetch(fileUrl(), { headers: { range: 'bytes=-5' } })
    expect(new Uint8Array(await suffix.arrayBuffer())).toEqual(bytes.slice(995))
    const beyond = await fetch(fileUrl(), { headers: { range: 'bytes=5000-' } })
    expect(beyond.status).toBe(416)
  })

  it('answers ?dl as an attachment', async () => {
    const response = await fetch(`${fileUrl()}?dl=loop.wav`)
    expect(response.headers.get('content-disposition')).toBe('attachment; filename=loop.wav')
  })

  it('refuses traversal and malformed names, and 404s unknown files, projects and datasets', async () => {
    expect((await fetch(fileUrl('..%2Fsecret.txt'))).status).toBe(404)
    // `%2e%2e` is normalised to `..` by URL parsing: the path leaves the route (404)
    expect((await fetch(fileUrl('%2e%2e/secret.txt'))).status).toBe(404)
    expect((await fetch(fileUrl('secret.txt.'))).status).toBe(400)
    expect((await fetch(fileUrl('abc.wav'))).status).toBe(404)
    expect((await fetch(`${sandbox.service.url}/files/other/production/${FILE_ID}.wav`)).status).toBe(404)
    expect((await fetch(`${sandbox.service.url}/files/musicweb/staging/${FILE_ID}.wav`)).status).toBe(404)
  })
})
