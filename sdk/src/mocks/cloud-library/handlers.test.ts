/**
 * The stateful cloud library (`createSandbox`, msw; decision 017): a file of the user's library with a
 * signed download request that serves the real file without credentials until it expires, and the
 * bearer checks. Every request and reply is checked against `specs/cloud-library.yaml`.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { installSandbox } from '../../testing/test-support.ts'
import { DEMO_USERS } from '../seed.ts'
import { DEMO_LIBRARY_FILES } from '../seed-membership.ts'
import { toneWav } from './store.ts'

const [ALEX, SAM] = DEMO_USERS
const t = installSandbox(['cloud-library'])
const call = t.call
let alex: string
beforeEach(() => {
  alex = t.token(ALEX.email_address)
})

describe('a library file (GET /me/files/{fileId})', () => {
  it('answers the file with a signed request that serves its bytes for 15 minutes', async () => {
    const reply = await call('cloud-library', 'GET', `/api/v1/me/files/${DEMO_LIBRARY_FILES.tone}`, {
      token: alex,
    })
    expect(reply.body).toMatchObject({
      id: DEMO_LIBRARY_FILES.tone,
      file_name: 'Intro stab.wav',
      mime_type: 'audio/wav',
      size: 44 + 11_025 * 2,
      download: { request: { method: 'GET' }, expiry: '2026-11-21T09:45:00Z' },
    })
    const file = await fetch(reply.body.download.request.url)
    expect(file.headers.get('Content-Type')).toBe('audio/wav')
    expect(file.headers.get('Content-Disposition')).toBe(
      `inline; filename="Intro stab.wav"; filename*=UTF-8''Intro%20stab.wav`,
    )
    const bytes = new Uint8Array(await file.arrayBuffer())
    expect(bytes).toEqual(toneWav(440, 0.5))
    expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe('RIFF')
    t.advance(15 * 60 * 1000)
    expect((await fetch(reply.body.download.request.url)).status).toBe(403)
  })

  it.each([
    ['page.html', 'text/html', 'attachment'],
    ['drawing.svg', 'image/svg+xml', 'attachment'],
    ['data.xml', 'application/xml', 'attachment'],
    ['unknown.bin', 'application/octet-stream', 'attachment'],
    ['notes.txt', 'text/plain; charset=utf-8', 'inline'],
  ])(
    'never serves %s (%s) as a page: %s, nosniff, a sandbox without scripts (docs/decisions/031)',
    async (name, type, disposition) => {
      const id = t.sandbox().stores.cloudLibrary.addText(t.userId(ALEX.email_address), {
        file_name: name,
        mime_type: type,
        text: '<script>document.cookie="pwned=1"</script>',
      })
      const reply = await call('cloud-library', 'GET', `/api/v1/me/files/${id}`, { token: alex })
      const file = await fetch(reply.body.download.request.url)
      expect(file.headers.get('Content-Disposition')).toMatch(new RegExp(`^${disposition}; `))
      expect(file.headers.get('X-Content-Type-Options')).toBe('nosniff')
      expect(file.headers.get('Content-Security-Policy')).toBe('sandbox')
      const missing = await fetch(
        `${reply.body.download.request.url.split('/').slice(0, -2).join('/')}/nope/x.html`,
      )
      expect(missing.status).toBe(404)
      expect(missing.headers.get('Content-Security-Policy')).toBe('sandbox')
    },
  )

  it('serves the text files as written', async () => {
    const reply = await call('cloud-library', 'GET', `/api/v1/me/files/${DEMO_LIBRARY_FILES.playlist}`, {
      token: alex,
    })
    const text = await (await fetch(reply.body.download.request.url)).text()
    expect(text.startsWith('#EXTM3U\n')).toBe(true)
    expect(new TextEncoder().encode(text).byteLength).toBe(reply.body.size)
    expect(t.sandbox().stores.cloudLibrary.listIds(t.userId(ALEX.email_address))).toEqual(
      Object.values(DEMO_LIBRARY_FILES),
    )
  })

  it('answers 404 for another user’s file or an unknown one, 403 for another user’s id, 401 without a token', async () => {
    const sam = t.token(SAM.email_address)
    const path = `/files/${DEMO_LIBRARY_FILES.notes}`
    expect(await call('cloud-library', 'GET', `/api/v1/me${path}`, { token: sam })).toMatchObject({
      status: 404,
      body: { code: 3001 },
    })
    expect(await call('cloud-library', 'GET', '/api/v1/me/files/f_nope', { token: alex })).toMatchObject({
      status: 404,
    })
    const alexId = t.userId(ALEX.email_address)
    expect(
      await call('cloud-library', 'GET', `/api/v1/users/${alexId}${path}`, { token: sam }),
    ).toMatchObject({
      status: 403,
      body: { code: 2000 },
    })
    expect(
      (await call('cloud-library', 'GET', `/api/v1/users/${alexId}${path}`, { token: alex })).status,
    ).toBe(200)
    expect(await call('cloud-library', 'GET', `/api/v1/me${path}`, { invalidRequest: true })).toMatchObject({
      status: 401,
      body: { code: 2002 },
    })
  })
})
