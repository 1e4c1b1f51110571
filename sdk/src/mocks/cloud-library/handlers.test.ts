/**
 * The stateful cloud library (`createSandbox`, msw; decision 017): a file of the user's library with a
 * signed download request that serves the real file without credentials until it expires, and the
 * bearer checks. Every request and reply is checked against `specs/cloud-library.yaml`.
 */
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createSandbox, type Sandbox } from '../sandbox.ts'
import { DEMO_USERS } from '../seed.ts'
import { DEMO_LIBRARY_FILES } from '../seed-membership.ts'
import { accessTokenOf, contractCaller, userIdOf } from '../test-support.ts'
import { toneWav } from './store.ts'

const [ALEX, SAM] = DEMO_USERS
let now = Date.parse('2026-11-21T09:30:00Z')
let sandbox: Sandbox
const server = setupServer()
const call = contractCaller(() => sandbox, ['cloud-library'])
let alex: string

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
beforeEach(() => {
  now = Date.parse('2026-11-21T09:30:00Z')
  sandbox = createSandbox(undefined, { now: () => now })
  server.resetHandlers(...sandbox.handlers)
  alex = accessTokenOf(sandbox, ALEX.email_address)
})
afterAll(() => server.close())

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
    now += 15 * 60 * 1000
    expect((await fetch(reply.body.download.request.url)).status).toBe(403)
  })

  it('serves the text files as written', async () => {
    const reply = await call('cloud-library', 'GET', `/api/v1/me/files/${DEMO_LIBRARY_FILES.playlist}`, {
      token: alex,
    })
    const text = await (await fetch(reply.body.download.request.url)).text()
    expect(text.startsWith('#EXTM3U\n')).toBe(true)
    expect(new TextEncoder().encode(text).byteLength).toBe(reply.body.size)
    expect(sandbox.stores.cloudLibrary.listIds(userIdOf(sandbox, ALEX.email_address))).toEqual(
      Object.values(DEMO_LIBRARY_FILES),
    )
  })

  it('answers 404 for another user’s file or an unknown one, 403 for another user’s id, 401 without a token', async () => {
    const sam = accessTokenOf(sandbox, SAM.email_address)
    const path = `/files/${DEMO_LIBRARY_FILES.notes}`
    expect(await call('cloud-library', 'GET', `/api/v1/me${path}`, { token: sam })).toMatchObject({
      status: 404,
      body: { code: 3001 },
    })
    expect(await call('cloud-library', 'GET', '/api/v1/me/files/f_nope', { token: alex })).toMatchObject({
      status: 404,
    })
    const alexId = userIdOf(sandbox, ALEX.email_address)
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
