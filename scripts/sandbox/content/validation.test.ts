/**
 * Request validation (docs/requirements.md §5 "Content service"), CORS (docs/requirements.md §6, §8) and unknown routes, over HTTP.
 * Raw `fetch` is used where `@sanity/client` would refuse the bad value before sending it.
 */
import { describe, expect, it } from 'vitest'
import { TEST_PREVIEW_TOKEN, useContentService } from './test-fixtures.ts'

const sandbox = useContentService({ allowedOrigins: ['http://localhost:3000'] })

const get = (path: string, init?: RequestInit) => fetch(`${sandbox.service.url}${path}`, init)

async function expectError(response: Response, status: number, type: string, pattern: RegExp) {
  expect(response.status).toBe(status)
  expect(response.headers.get('content-type')).toMatch(/application\/json/)
  const body = await response.json()
  expect(body.error).toMatchObject({ type, description: expect.stringMatching(pattern) })
  expect(body.statusCode).toBe(status)
}

describe('validation (400 validationError)', () => {
  it.each([
    ['uppercase', 'Production'],
    ['punctuation', 'prod!'],
    ['65 characters', 'a'.repeat(65)],
  ])('refuses a dataset name with %s', async (_case, name) => {
    await expectError(
      await get(`/v2021-10-21/data/query/${name}?query=*`),
      400,
      'validationError',
      /dataset name/,
    )
  })

  it('accepts a 64-character dataset name (then 404 when absent)', async () => {
    const response = await get(`/v2021-10-21/data/query/${'a'.repeat(64)}?query=*`)
    expect(response.status).toBe(404)
  })

  it.each([
    ['a space', 'bad tag'],
    ['76 characters', 't'.repeat(76)],
    ['an empty value', ''],
  ])('refuses a tag with %s', async (_case, tag) => {
    const response = await get(`/v2021-10-21/data/query/production?query=*&tag=${encodeURIComponent(tag)}`)
    await expectError(response, 400, 'validationError', /request tag/)
  })

  it('accepts a 75-character tag of letters, digits, _ - .', async () => {
    const tag = `${'a'.repeat(70)}_-.B9`
    expect((await get(`/v2021-10-21/data/query/production?query=*&tag=${tag}`)).status).toBe(200)
  })

  it.each(['foo', '2021-13-45', '2021-02-30', '21-10-21', '2'])(
    'refuses API version v%s',
    async (version) => {
      await expectError(
        await get(`/v${version}/data/query/production?query=*`),
        400,
        'validationError',
        /API version/,
      )
    },
  )

  it.each(['1', 'X', '2021-10-21'])('accepts API version v%s', async (version) => {
    expect((await get(`/v${version}/data/query/production?query=*`)).status).toBe(200)
  })

  it.each(['bogus!', 'raw,drafts', 'drafts,,published', ''])(
    'refuses perspective "%s"',
    async (perspective) => {
      const response = await get(`/v2021-10-21/data/query/production?query=*&perspective=${perspective}`, {
        headers: { authorization: `Bearer ${TEST_PREVIEW_TOKEN}` },
      })
      await expectError(response, 400, 'validationError', /perspective/)
    },
  )

  it.each(['a..b', '-leading-dash', 'x'.repeat(129), 'spa ce'])('refuses document id "%s"', async (id) => {
    const response = await get(`/v2021-10-21/data/doc/production/${encodeURIComponent(id)}`)
    await expectError(response, 400, 'validationError', /document ID/)
  })

  it('refuses params that are not JSON', async () => {
    const response = await get('/v2021-10-21/data/query/production?query=*[_id==$id]&$id=home')
    await expectError(response, 400, 'validationError', /JSON/)
  })

  it('refuses a query request without a query', async () => {
    await expectError(await get('/v2021-10-21/data/query/production'), 400, 'validationError', /query/)
  })

  it.each(['1', '2021-03-24'])('refuses listen on API version v%s (needs 2021-03-25+)', async (version) => {
    const response = await get(`/v${version}/data/listen/production?query=*`)
    await expectError(response, 400, 'validationError', /2021-03-25/)
  })

  it('refuses listening with drafts without the credential (401)', async () => {
    const allVersions = await get('/v2021-10-21/data/listen/production?query=*&includeAllVersions=true')
    expect(allVersions.status).toBe(401)
    const drafts = await get('/v2021-10-21/data/listen/production?query=*&perspective=drafts')
    expect(drafts.status).toBe(401)
    expect((await drafts.json()).message).toMatch(/preview credential/)
  })
})

describe('CORS', () => {
  const origin = 'http://localhost:3000'

  it('answers preflights of the allowed origin, allowing Authorization and Content-Type', async () => {
    const response = await get('/v2021-10-21/data/query/production', {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe(origin)
    expect(response.headers.get('access-control-allow-credentials')).toBe('true')
    expect(response.headers.get('access-control-allow-headers')).toMatch(/Authorization/)
    expect(response.headers.get('access-control-allow-headers')).toMatch(/Content-Type/)
  })

  it('echoes the allowed origin with credentials on requests', async () => {
    const response = await get('/v2021-10-21/data/query/production?query=1', { headers: { origin } })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe(origin)
    expect(response.headers.get('access-control-allow-credentials')).toBe('true')
  })

  it('refuses other origins with 403 "origin not allowed", preflight included', async () => {
    const evil = { origin: 'https://evil.example' }
    await expectError(
      await get('/v2021-10-21/data/query/production?query=1', { headers: evil }),
      403,
      'corsOriginError',
      /origin not allowed/,
    )
    const preflight = await get('/v2021-10-21/data/query/production', { method: 'OPTIONS', headers: evil })
    expect(preflight.status).toBe(403)
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('tells the client CORS probe whether an origin is allowed', async () => {
    const probe = await get('/v2021-10-21/check/cors', { headers: { origin: 'https://evil.example' } })
    expect(await probe.json()).toEqual({ result: { allowed: false, withCredentials: false } })
  })
})

describe('unknown routes', () => {
  it.each(['/', '/v2021-10-21/data/history/production', '/v2021-10-21/users/me'])(
    'answer 404 JSON for %s',
    async (path) => {
      await expectError(await get(path), 404, 'notFoundError', /Not found/)
    },
  )

  it('answers 405 for a known path with another method', async () => {
    const response = await get('/v2021-10-21/data/listen/production?query=*', { method: 'POST' })
    expect(response.status).toBe(405)
  })
})
