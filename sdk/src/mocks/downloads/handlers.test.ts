/**
 * The stateful download service (`createSandbox`, msw): the catalogue and its filters, signed URLs that
 * serve a real ZIP file (with and without the core pack, per OS), the installer history each download
 * adds to, the download e-mail in the outbox, and the bearer checks. Every request and reply is checked
 * against `specs/downloads.yaml` (`contractCaller`).
 */
import { strFromU8, unzipSync } from 'fflate'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { accessTokenOf, contractCaller } from '../../testing/test-support.ts'
import { createSandbox, type Sandbox } from '../sandbox.ts'
import { createSeed, DEMO_USERS } from '../seed.ts'
import { DOWNLOAD_URL_TTL_SECONDS } from './handlers.ts'

const [ALEX, SAM] = DEMO_USERS
let now = Date.parse('2026-11-21T09:30:00Z')
let sandbox: Sandbox
const server = setupServer()
const call = contractCaller(() => sandbox, ['downloads'])
let alex: string
let sam: string

function start(seed = createSeed()) {
  sandbox = createSandbox(seed, { now: () => now })
  server.resetHandlers(...sandbox.handlers)
  alex = accessTokenOf(sandbox, ALEX.email_address)
  sam = accessTokenOf(sandbox, SAM.email_address)
}
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
beforeEach(() => {
  now = Date.parse('2026-11-21T09:30:00Z')
  start()
})
afterAll(() => server.close())

const assets = async (query = '', token = sam) => {
  const reply = await call('downloads', 'GET', `/api/v1/assets${query}`, { token })
  expect(reply.status).toBe(200)
  return reply.body.items as { id: number; name: string; version: string; resources: { id: number }[] }[]
}
const installer = (path: string, body?: unknown, token = sam) =>
  call('downloads', 'POST', `/api/v1/download/applicationinstaller/${path}`, { token, body })
const history = (query = '', token = sam) =>
  call('downloads', 'GET', `/api/v1/me/log/downloads/applicationinstaller${query}`, { token })
const downloadLog = (query = '', token = sam) =>
  call('downloads', 'GET', `/api/v1/me/log/downloads${query}`, { token })

/** Fetches a signed URL as a browser would (no credentials); the reply and the archive's files. */
async function download(url: string) {
  const response = await fetch(url)
  const bytes = new Uint8Array(await response.arrayBuffer())
  const files = response.ok ? unzipSync(bytes) : {}
  const text = Object.fromEntries(Object.entries(files).map(([name, data]) => [name, strFromU8(data)]))
  return { response, bytes, text }
}

describe('the catalogue', () => {
  it('lists every release of the site’s download pages, newest first, with the core packs', async () => {
    const all = await assets()
    expect(all).toHaveLength(18 + 2)
    expect(all[1]).toMatchObject({
      id: 130200,
      name: 'DJ Pro 3.2.0',
      release_date: '2026-11-03',
      webpage_url: 'http://localhost:3000/dj/pro/downloads/3.2.0',
      meta: { core_pack: expect.stringContaining('starter crate') },
    })
    const dates = all.map((a) => (a as unknown as { release_date: string }).release_date)
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it('honours host application and version, OS, type, release date, release type and latest_only', async () => {
    const names = async (query: string) => (await assets(query)).map((a) => a.name)
    expect(await names('?host_app_name=serato_studio')).toEqual([
      'Studio 2.1.0',
      'Studio 2.0.3',
      'Studio Core Sounds',
      'Studio 1.0.0',
    ])
    expect(await names('?host_app_name=serato_studio&host_app_version=2.0.3')).toEqual([
      'Studio 2.0.3',
      'Studio Core Sounds',
    ])
    expect(await names('?type=content_pack')).toEqual(['Studio Core Sounds', 'DJ Pro Starter Crate'])
    expect(await names('?release_date=2026-10-07')).toEqual(['DJ Lite 3.2.0', 'DJ Pro 3.2.0', 'Studio 2.1.0'])
    expect(await names('?type=application_installer&latest_only=1&host_app_name=serato_dj_pro')).toEqual([
      'DJ Pro 3.2.0',
    ])
    expect(await names('?latest_only=1&type=application_installer')).toHaveLength(6)
    expect(await names('?release_type=publicbeta')).toEqual([])

    const win = await assets('?host_app_name=serato_dj_pro&host_app_os=win')
    expect(win[0]?.resources.map((r) => r.id)).toEqual([1302002, 1302004])
  })

  it('lists a beta of a seed that has one under release_type=publicbeta only', async () => {
    const seed = createSeed()
    const beta = structuredClone(seed.assets?.[0])
    if (!beta) throw new Error('no asset')
    Object.assign(beta, {
      id: 130300,
      name: 'DJ Pro 3.3.0 beta',
      version: '3.3.0',
      release_type: 'publicbeta',
    })
    seed.assets?.push(beta)
    start(seed)
    expect((await assets('?release_type=publicbeta')).map((a) => a.name)).toEqual(['DJ Pro 3.3.0 beta'])
    const latest = await assets(
      '?release_type=release&latest_only=1&host_app_name=serato_dj_pro&type=application_installer',
    )
    expect(latest.map((a) => a.version)).toEqual(['3.2.0'])
  })

  it('answers 400 code 1000 for a filter outside its schema', async () => {
    for (const query of ['?host_app_os=linux', '?latest_only=2', '?release_date=yesterday', '?type=plugin']) {
      const reply = await call('downloads', 'GET', `/api/v1/assets${query}`, {
        token: sam,
        invalidRequest: true,
      })
      expect(reply, query).toMatchObject({ status: 400, body: { code: 1000 } })
    }
  })
})

describe('installer downloads', () => {
  it('serves a real archive, with the core pack by default and without it on request, per OS', async () => {
    const withPack = await installer('serato_studio/2.1.0/mac')
    expect(withPack.body).toMatchObject({
      id: 3201001,
      file_name: 'Studio 2.1.0 macOS.zip',
      mime_type: 'application/zip',
      url_created: '2026-11-21T09:30:00Z',
      url_expires: '2026-11-21T09:45:00Z',
    })
    const withoutPack = await installer('serato_studio/2.1.0/mac', { include_core_pack: 'false' })
    expect(withoutPack.body).toMatchObject({
      id: 3201003,
      file_name: 'Studio 2.1.0 macOS (no core pack).zip',
    })
    const windows = await installer('serato_studio/2.1.0/win', { include_core_pack: 'true' })
    expect(windows.body.id).toBe(3201002)

    const a = await download(withPack.body.url)
    expect(a.response.status).toBe(200)
    expect(a.response.headers.get('Content-Type')).toBe('application/zip')
    expect(a.response.headers.get('Content-Disposition')).toBe(
      `attachment; filename="Studio 2.1.0 macOS.zip"; filename*=UTF-8''Studio%202.1.0%20macOS.zip`,
    )
    expect(String(a.bytes.byteLength)).toBe(withPack.body.file_size)
    expect(Object.keys(a.text)).toEqual(['README.txt', 'Core Pack/README.txt'])
    expect(a.text['README.txt']).toMatch(/Studio 2\.1\.0 \(application installer, macOS\)/)
    expect(a.text['Core Pack/README.txt']).toMatch(/Core Sounds library/)

    const b = await download(withoutPack.body.url)
    expect(Object.keys(b.text)).toEqual(['README.txt'])
    const c = await download(windows.body.url)
    expect(c.text['README.txt']).toMatch(/Windows/)
    expect(new Set([a.bytes, b.bytes, c.bytes].map((bytes) => bytes.join()))).toHaveProperty('size', 3)
  })

  it("ignores include_core_pack for a product without one, and answers HEAD with the file's headers", async () => {
    const reply = await installer('pitchntime_pro/1.1.0/win', { include_core_pack: 'false' })
    expect(reply.body).toMatchObject({ id: 6101002, file_name: "Pitch 'n' Time 1.1.0 Windows.zip" })
    const head = await fetch(reply.body.url, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('Content-Length')).toBe(reply.body.file_size)
    expect(head.headers.get('Content-Disposition')).toBe(
      `attachment; filename="Pitch 'n' Time 1.1.0 Windows.zip"; filename*=UTF-8''Pitch%20%27n%27%20Time%201.1.0%20Windows.zip`,
    )
    expect(await head.text()).toBe('')
  })

  it('refuses an unknown release and a malformed body', async () => {
    expect(await installer('serato_dj_pro/9.9.9/mac')).toMatchObject({ status: 404, body: { code: 3001 } })
    const cc1 = '/api/v1/download/applicationinstaller/serato_dj_lite/3.2.0/cc1'
    expect(await call('downloads', 'POST', cc1, { token: sam, invalidRequest: true })).toMatchObject({
      status: 404,
    })
    const bad = await call(
      'downloads',
      'POST',
      '/api/v1/download/applicationinstaller/serato_dj_pro/3.2.0/mac',
      {
        token: sam,
        body: { include_core_pack: true },
        invalidRequest: true,
      },
    )
    expect(bad).toMatchObject({ status: 400, body: { code: 1000 } })
  })

  it('records each installer download in the history, which answers the latest (per application)', async () => {
    expect(await history()).toMatchObject({ status: 404, body: { code: 3001 } })
    await installer('serato_dj_pro/3.2.0/win', { include_core_pack: 'true' })
    now += 60_000
    await installer('serato_sample/2.0.0/mac')
    const latest = await history()
    expect(latest.body).toMatchObject({
      asset: { id: 420000, name: 'Sample 2.0.0', version: '2.0.0' },
      resource: { id: 4200001, file_name: 'Sample 2.0.0 macOS.zip' },
    })
    expect(latest.body.asset).not.toHaveProperty('resources')
    expect((await history('?host_app_name=serato_dj_pro')).body.resource).toMatchObject({
      id: 1302002,
      installer_type: 'win-installer',
    })
    expect(await history('?host_app_name=serato_hex_fx')).toMatchObject({ status: 404 })
  })

  it("starts from Alex's seeded download; a content pack download is not an installer download", async () => {
    expect((await history('', alex)).body.resource).toMatchObject({
      id: 1301041,
      name: 'DJ Pro 3.1.4 for macOS',
    })
    const pack = (await assets('?type=content_pack', alex))[0]
    const reply = await call(
      'downloads',
      'POST',
      `/api/v1/assets/${pack?.id}/resources/${pack?.resources[0]?.id}/download`,
      {
        token: alex,
      },
    )
    expect(reply.body).toMatchObject({ resource_id: 3900011, mime_type: 'application/zip' })
    const file = await download(reply.body.url)
    expect(file.text['Contents.txt']).toMatch(/Core Sounds library/)
    expect((await history('', alex)).body.resource.id).toBe(1301041)
  })
})

describe('the download log (GET /me/log/downloads, decision 033)', () => {
  it('lists every download with its date, newest first: installers, content packs, repeats; never an e-mailed link', async () => {
    expect(await downloadLog()).toMatchObject({ status: 200, body: { items: [] } })
    await installer('serato_dj_pro/3.2.0/win', { include_core_pack: 'true' })
    now += 60_000
    await call('downloads', 'POST', '/api/v1/assets/390001/resources/3900011/download', { token: sam })
    now += 60_000
    await installer('serato_dj_pro/3.2.0/win', { include_core_pack: 'true' })
    await call('downloads', 'POST', '/api/v1/resources/3201003/download-email', { token: sam })
    const { status, body } = await downloadLog()
    expect(status).toBe(200)
    expect(
      body.items.map((item: { downloaded_at: string; resource: { id: number } }) => [
        item.downloaded_at,
        item.resource.id,
      ]),
    ).toEqual([
      ['2026-11-21T09:32:00Z', 1302002],
      ['2026-11-21T09:31:00Z', 3900011],
      ['2026-11-21T09:30:00Z', 1302002],
    ])
    expect(body.items[0].asset).toMatchObject({ id: 130200, name: 'DJ Pro 3.2.0' })
    expect(body.items[0].asset).not.toHaveProperty('resources')
    expect((await downloadLog('?host_app_name=serato_dj_pro')).body.items).toHaveLength(2)
    // The Studio core pack.
    expect((await downloadLog('?host_app_name=serato_studio')).body.items).toHaveLength(1)
    expect((await downloadLog('?host_app_name=serato_sample')).body.items).toEqual([])
    const unknownApp = await call('downloads', 'GET', '/api/v1/me/log/downloads?host_app_name=nope', {
      token: sam,
      invalidRequest: true,
    })
    expect(unknownApp).toMatchObject({ status: 400, body: { code: 1000 } })
  })

  it("starts from Alex's seeded download", async () => {
    expect((await downloadLog('', alex)).body.items).toMatchObject([
      { downloaded_at: '2026-08-21T19:02:11Z', resource: { id: 1301041, name: 'DJ Pro 3.1.4 for macOS' } },
    ])
  })
})

describe('resource downloads', () => {
  it('signs a resource by id, alone or of its asset; 404 for an unknown pair', async () => {
    const byId = await call('downloads', 'POST', '/api/v1/resources/1302001/download', { token: sam })
    expect(byId.body).toMatchObject({ id: 1302001, file_name: 'DJ Pro 3.2.0 macOS.zip' })
    expect((await download(byId.body.url)).response.status).toBe(200)
    expect((await history()).body.resource.id).toBe(1302001)
    const ofAsset = await call('downloads', 'POST', '/api/v1/assets/130200/resources/1302003/download', {
      token: sam,
    })
    expect(ofAsset.body).toMatchObject({ resource_id: 1302003 })
    const wrongAsset = await call('downloads', 'POST', '/api/v1/assets/130104/resources/1302003/download', {
      token: sam,
    })
    expect(wrongAsset).toMatchObject({ status: 404, body: { code: 3001 } })
    expect(await call('downloads', 'POST', '/api/v1/resources/1/download', { token: sam })).toMatchObject({
      status: 404,
    })
  })

  it('stops serving a signed URL once it expires, and 404s an unknown one', async () => {
    const { body } = await installer('serato_hex_fx/1.2.0/mac')
    now += DOWNLOAD_URL_TTL_SECONDS * 1000
    const expired = await fetch(body.url)
    expect(expired.status).toBe(403)
    expect(await expired.text()).toMatch(/expired/)
    expect((await fetch(`${sandbox.baseUrl('downloads')}/files/nope/x.zip`)).status).toBe(404)
  })
})

describe('the download e-mail', () => {
  it('records an e-mail to the user with a working link in the outbox, not in the history', async () => {
    const reply = await call('downloads', 'POST', '/api/v1/resources/3201003/download-email', { token: alex })
    expect(reply.body).toEqual({ email_address: ALEX.email_address, language: 'en' })
    const [mail, ...others] = sandbox.outbox.list({ to: ALEX.email_address })
    expect(others).toEqual([])
    expect(mail).toMatchObject({
      service: 'downloads',
      to: ALEX.email_address,
      subject: 'Your download link: Studio 2.1.0 for macOS, without the core pack',
      sentAt: '2026-11-21T09:30:00Z',
    })
    expect(mail?.text).toMatch(/^Hi Alex,/)
    expect(mail?.text).toContain('Sat, 28 Nov 2026')
    expect(mail?.links).toHaveLength(1)
    const file = await download(mail?.links[0] as string)
    expect(file.response.headers.get('Content-Disposition')).toContain(
      'Studio 2.1.0 macOS (no core pack).zip',
    )
    expect((await history('', alex)).body.resource.id).toBe(1301041)
    expect(
      await call('downloads', 'POST', '/api/v1/resources/5/download-email', { token: alex }),
    ).toMatchObject({
      status: 404,
    })
    expect(sandbox.outbox.list()).toHaveLength(1)
  })
})

describe('tokens', () => {
  it.each([
    ['GET', '/api/v1/assets'],
    ['POST', '/api/v1/assets/130200/resources/1302001/download'],
    ['POST', '/api/v1/resources/1302001/download'],
    ['GET', '/api/v1/me/log/downloads/applicationinstaller'],
    ['GET', '/api/v1/me/log/downloads'],
    ['POST', '/api/v1/resources/1302001/download-email'],
    ['POST', '/api/v1/download/applicationinstaller/serato_dj_pro/3.2.0/mac'],
  ])('%s %s answers 401 code 2002 without a live token', async (method, path) => {
    expect(await call('downloads', method, path, { invalidRequest: true })).toMatchObject({
      status: 401,
      body: { code: 2002 },
    })
    now += 601_000
    expect(await call('downloads', method, path, { token: sam })).toMatchObject({
      status: 401,
      body: { code: 2002 },
    })
    expect(sandbox.outbox.list()).toEqual([])
  })
})
