import { createServer, type Server } from 'node:http'
import { ContentError } from '@music/sdk'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'

// On Node the content client sends with its own HTTP agent, which msw does not see: a small server
// answers the content API's query endpoint instead (Sanity HTTP API: `{ result }`, errors `{ error }`).
let reply: { status: number; body: unknown } = { status: 200, body: { result: [] } }
let server: Server
beforeAll(async () => {
  server = createServer((_request, response) => {
    response.writeHead(reply.status, { 'Content-Type': 'application/json' })
    response.end(JSON.stringify(reply.body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  vi.stubEnv('VITE_CONTENT_API_HOST', `http://127.0.0.1:${port}`)
})
afterAll(() => {
  server.closeAllConnections()
  server.close()
})

const release = (major: number) => ({
  _id: `dj-pro-${major}`,
  title: `DJ Pro ${major}.2.0`,
  slug: null,
  semanticVersion: { majorVersion: major, minorVersion: 2, patchVersion: 0 },
  releaseDate: null,
})

it('reads the newest release of a product', async () => {
  const { latestVersion } = await import('./releases')
  reply = { status: 200, body: { query: '', ms: 1, result: [release(3), release(2)] } }
  expect(await latestVersion('dj-pro')).toBe('3.2.0')
})

it('fails with a typed error when the content API refuses the query', async () => {
  const { latestVersion } = await import('./releases')
  reply = { status: 400, body: { error: { type: 'queryParseError', description: 'unexpected token' } } }
  await expect(latestVersion('dj-pro')).rejects.toBeInstanceOf(ContentError)
})
