import { afterEach, describe, expect, it } from 'vitest'
import { startSite } from './serve.ts'

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
