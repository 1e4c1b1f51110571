import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { SANDBOX_APP } from './account-helpers.ts'
import { expect, test } from './fixtures.ts'

/**
 * The application secret stays on the server (docs/requirements.md §6, docs/decisions/022): sign-up and
 * partner-promotion codes use it in server functions only. The built site under test runs with the
 * sandbox's secret (`APP_SECRET`, set by scripts/start.ts), so both the build and the running site can
 * be searched for it.
 */

const DIST = join(import.meta.dirname, '..', 'dist')
/** The name of the variable the server reads the secret from (`server-config.ts`). */
const VARIABLE = 'APP_SECRET'

/** Every text file under `dir` (the precompressed `.br`/`.gz` twins repeat them), with its content. */
async function textFiles(dir: string): Promise<{ path: string; text: string }[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  const files = entries.filter(
    (entry) => entry.isFile() && !/\.(br|gz|png|jpe?g|webp|woff2?)$/.test(entry.name),
  )
  return Promise.all(
    files.map(async (entry) => {
      const path = join(entry.parentPath, entry.name)
      return { path, text: await readFile(path, 'utf8') }
    }),
  )
}

test('no client chunk holds the application secret, nor the code that reads it', async () => {
  const client = await textFiles(join(DIST, 'client'))
  expect(client.filter((file) => file.path.endsWith('.js')).length).toBeGreaterThan(10)
  const leaks = client
    .filter((file) => file.text.includes(SANDBOX_APP.secret) || file.text.includes(VARIABLE))
    .map((file) => file.path)
  expect(leaks).toEqual([])
  // The search finds what it looks for: the server bundle reads the variable.
  const server = await textFiles(join(DIST, 'server'))
  expect(server.some((file) => file.text.includes(VARIABLE))).toBe(true)
})

test('no page of the running site, nor the configuration dehydrated into it, holds the application secret', async ({
  request,
}) => {
  for (const path of ['/', '/sign-up', '/refer/RIV-7K2M', '/account/profile', '/dj/pro']) {
    const response = await request.get(path)
    expect(await response.text(), path).not.toContain(SANDBOX_APP.secret)
  }
})
