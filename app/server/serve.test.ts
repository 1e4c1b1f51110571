import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { startSite, staticPaths } from './serve.ts'

const saved = { ...process.env }

describe('startSite', () => {
  afterEach(() => {
    for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name]
    Object.assign(process.env, saved)
  })

  it('refuses to start with an invalid tag manager id (docs/requirements.md §5), naming the variable', async () => {
    await expect(startSite({ port: 0, env: { GTM_ID: 'UA-1234-5' } })).rejects.toThrow(/GTM_ID must match/)
  })

  it('refuses to start with an invalid URL, naming the variable', async () => {
    await expect(startSite({ port: 0, env: { CONTENT_API_HOST: 'localhost:4000' } })).rejects.toThrow(
      /CONTENT_API_HOST must be an absolute http\(s\) URL/,
    )
  })
})

describe('staticPaths', () => {
  it('lists the paths the static middleware answers from a directory, nothing else', () => {
    const dir = mkdtempSync(join(tmpdir(), 'static-paths-'))
    try {
      mkdirSync(join(dir, 'assets', 'fonts'), { recursive: true })
      mkdirSync(join(dir, 'docs'))
      for (const file of [
        'favicon.svg',
        'assets/app-1a2b.js',
        'assets/app-1a2b.js.br',
        'assets/fonts/x.woff2',
        'about.html',
        'docs/index.html',
      ]) {
        writeFileSync(join(dir, file), '')
      }
      expect([...staticPaths(dir)].sort()).toEqual(
        [
          '/about',
          '/about.html',
          '/assets/app-1a2b.js',
          '/assets/app-1a2b.js.br',
          '/assets/fonts/x.woff2',
          '/docs',
          '/docs/',
          '/docs/index.html',
          '/favicon.svg',
        ].sort(),
      )
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
