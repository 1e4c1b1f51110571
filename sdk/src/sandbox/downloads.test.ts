/**
 * The download service of the services sandbox over HTTP, as the site's browser code meets it: an
 * installer download whose signed URL serves a real ZIP file to the site's origin (CORS, an attachment
 * with its file name), the history that lists it, and the download e-mail a developer reads at
 * `GET /__sandbox/outbox`.
 */
import { strFromU8, unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { ALEX, postJson, SITE, signedInSandbox } from './test-support.ts'

const t = signedInSandbox()

const fromSite = () => ({ Authorization: `Bearer ${t.token}`, Origin: SITE })
const installer = (path: string, body?: unknown) =>
  postJson(`${t.services.url}/downloads/api/v1/download/applicationinstaller/${path}`, body ?? {}, fromSite())

describe('services sandbox: downloads', () => {
  it('serves the installer with the core pack as a real ZIP attachment the site may fetch', async () => {
    const reply = await installer('serato_dj_pro/3.2.0/mac', { include_core_pack: 'true' })
    expect(reply.status).toBe(200)
    expect(reply.headers.get('Access-Control-Allow-Origin')).toBe(SITE)
    const signed = (await reply.json()) as { url: string; file_name: string; file_size: string }
    expect(signed.url.startsWith(`${t.services.url}/downloads/files/`)).toBe(true)

    const file = await fetch(signed.url, { headers: { Origin: SITE } })
    expect(file.status).toBe(200)
    expect(file.headers.get('Access-Control-Allow-Origin')).toBe(SITE)
    expect(file.headers.get('Access-Control-Expose-Headers')).toBe('Content-Disposition, Content-Length')
    expect(file.headers.get('Content-Type')).toBe('application/zip')
    expect(file.headers.get('Content-Disposition')).toBe(
      `attachment; filename="DJ Pro 3.2.0 macOS.zip"; filename*=UTF-8''DJ%20Pro%203.2.0%20macOS.zip`,
    )
    const bytes = new Uint8Array(await file.arrayBuffer())
    expect(String(bytes.byteLength)).toBe(signed.file_size)
    const entries = unzipSync(bytes)
    expect(Object.keys(entries)).toEqual(['README.txt', 'Core Pack/README.txt'])
    expect(strFromU8(entries['README.txt'] as Uint8Array)).toMatch(/DJ Pro 3\.2\.0 for macOS/)

    const history = await fetch(`${t.services.url}/downloads/api/v1/me/log/downloads/applicationinstaller`, {
      headers: fromSite(),
    })
    expect(await history.json()).toMatchObject({
      asset: { name: 'DJ Pro 3.2.0' },
      resource: { file_name: 'DJ Pro 3.2.0 macOS.zip' },
    })
  })

  it('serves a different file without the core pack', async () => {
    const signed = (await (
      await installer('serato_dj_pro/3.2.0/mac', { include_core_pack: 'false' })
    ).json()) as {
      url: string
    }
    const file = await fetch(signed.url)
    expect(file.headers.get('Content-Disposition')).toContain(
      'filename="DJ Pro 3.2.0 macOS (no core pack).zip"',
    )
    expect(Object.keys(unzipSync(new Uint8Array(await file.arrayBuffer())))).toEqual(['README.txt'])
  })

  it('shows the download e-mail at GET /__sandbox/outbox, newest first, and its link works', async () => {
    for (const resource of [2301001, 4200002]) {
      const sent = await postJson(
        `${t.services.url}/downloads/api/v1/resources/${resource}/download-email`,
        {},
        fromSite(),
      )
      expect(sent.status).toBe(200)
    }
    const outbox = await fetch(
      `${t.services.url}/__sandbox/outbox?to=${encodeURIComponent(ALEX.email_address)}`,
    )
    expect(outbox.status).toBe(200)
    expect(outbox.headers.get('Content-Type')).toMatch(/^application\/json/)
    const { items } = (await outbox.json()) as { items: { subject: string; links: string[]; to: string }[] }
    expect(items.map((m) => m.subject)).toEqual([
      'Your download link: Sample 2.0.0 for Windows',
      'Your download link: DJ Lite 3.1.0 for macOS',
    ])
    expect(items[0]?.to).toBe(ALEX.email_address)
    const link = await fetch(items[0]?.links[0] as string)
    expect(link.status).toBe(200)
    expect(link.headers.get('Content-Disposition')).toContain('Sample 2.0.0 Windows.zip')
    const none = await fetch(`${t.services.url}/__sandbox/outbox?to=nobody%40example.com`)
    expect(await none.json()).toEqual({ items: [] })
  })
})
