/**
 * The stateful AI proxy (`createSandbox`, msw; decision 017): a real PNG drawn from the prompt, the same
 * for the same prompt, as a URL on the sandbox or base64; provider status with one provider down; and
 * each refusal a screen explains (400 by field, 429 with `Retry-After`, 503), reachable on purpose.
 * Every request and reply is checked against `specs/ai-proxy.yaml` (`contractCaller`).
 */
import sharp from 'sharp'
import { beforeEach, describe, expect, it } from 'vitest'
import { installSandbox } from '../../testing/test-support.ts'
import { DEMO_USERS } from '../seed.ts'
import { AI_RATE_LIMIT } from './store.ts'

const [ALEX, SAM] = DEMO_USERS
const t = installSandbox(['ai-proxy'])
const call = t.call
let alex: string
beforeEach(() => {
  alex = t.token(ALEX.email_address)
})

const generate = (body: Record<string, unknown>, token = alex, invalidRequest = false) =>
  call('ai-proxy', 'POST', '/api/v1/images/generate', { token, body, invalidRequest })
const PROMPT = 'Neon vinyl record floating over a night city, synthwave'

describe('image generation', () => {
  it('draws a real PNG of the asked size at a URL on the sandbox (valid 60 minutes)', async () => {
    const reply = await generate({
      prompt: PROMPT,
      provider: 'openai',
      resolution: '512x512',
      response_format: 'url',
    })
    expect(reply.body).toEqual({ created: Math.floor(t.now() / 1000), image_url: expect.any(String) })
    const image = await fetch(reply.body.image_url)
    expect(image.headers.get('Content-Type')).toBe('image/png')
    const info = await sharp(new Uint8Array(await image.arrayBuffer())).metadata()
    expect([info.format, info.width, info.height]).toEqual(['png', 512, 512])
    t.advance(60 * 60 * 1000)
    expect((await fetch(reply.body.image_url)).status).toBe(403)
  })

  it('draws the same picture for the same prompt, another for another, as base64 when asked', async () => {
    const first = await generate({ prompt: PROMPT, resolution: '256x256', response_format: 'b64_json' })
    const again = await generate({ prompt: PROMPT, resolution: '256x256', response_format: 'b64_json' })
    const other = await generate({
      prompt: 'Warm analogue mixer at dawn',
      resolution: '256x256',
      response_format: 'b64_json',
    })
    expect(first.body.b64_image).toBe(again.body.b64_image)
    expect(other.body.b64_image).not.toBe(first.body.b64_image)
    const bytes = Uint8Array.from(atob(first.body.b64_image), (c) => c.charCodeAt(0))
    const info = await sharp(bytes).metadata()
    expect([info.format, info.width]).toEqual(['png', 256])
    // The default size is 1024 × 1024.
    const large = await generate({ prompt: PROMPT, response_format: 'b64_json' })
    const largeInfo = await sharp(
      Uint8Array.from(atob(large.body.b64_image), (c) => c.charCodeAt(0)),
    ).metadata()
    expect(largeInfo.width).toBe(1024)
  })

  it('refuses invalid fields one by one (400)', async () => {
    const refused = await generate(
      { prompt: '  ', provider: 'midjourney', resolution: '800x600', response_format: 'jpeg' },
      alex,
      true,
    )
    expect(refused.body).toMatchObject({ code: 1000 })
    expect(Object.keys(refused.body.fields).sort()).toEqual([
      'prompt',
      'provider',
      'resolution',
      'response_format',
    ])
  })

  it('answers 503 for the provider that is down, and for the prompt keyword sandbox:503', async () => {
    expect(await generate({ prompt: PROMPT, provider: 'stability' })).toMatchObject({
      status: 503,
      body: { code: 5030 },
    })
    expect((await generate({ prompt: `${PROMPT} sandbox:503` })).status).toBe(503)
    t.sandbox().stores.aiProxy.setAvailable('stability', true)
    expect((await generate({ prompt: PROMPT, provider: 'stability', resolution: '256x256' })).status).toBe(
      200,
    )
  })

  it(`answers 429 with Retry-After past ${AI_RATE_LIMIT.images} images a minute, and for sandbox:429`, async () => {
    for (let i = 0; i < AI_RATE_LIMIT.images; i++) {
      expect((await generate({ prompt: `${PROMPT} ${i}`, resolution: '256x256' })).status).toBe(200)
      t.advance(5000)
    }
    const limited = await generate({ prompt: PROMPT, resolution: '256x256' })
    expect(limited).toMatchObject({ status: 429, body: { code: 1601 } })
    expect(limited.body.error).toBe('You can generate 5 images a minute. Try again in 35 seconds.')
    // Another user has their own allowance.
    const sam = t.token(SAM.email_address)
    expect((await generate({ prompt: PROMPT, resolution: '256x256' }, sam)).status).toBe(200)
    t.advance(35_000)
    expect((await generate({ prompt: PROMPT, resolution: '256x256' })).status).toBe(200)
    const keyword = await generate({ prompt: 'sandbox:429 please', resolution: '256x256' }, sam)
    expect(keyword).toMatchObject({ status: 429, body: { code: 1601 } })
  })

  it('needs a live token', async () => {
    expect(await generate({ prompt: PROMPT }, '', true)).toMatchObject({ status: 401, body: { code: 2002 } })
  })
})

describe('provider status', () => {
  it('says which providers can be used, 404 for an unknown one', async () => {
    expect((await call('ai-proxy', 'GET', '/api/v1/provider/openai/status', { token: alex })).body).toEqual({
      created: Math.floor(t.now() / 1000),
      provider: 'openai',
      eligibility: { generate_images: true },
      available: true,
    })
    expect(
      (await call('ai-proxy', 'GET', '/api/v1/provider/stability/status', { token: alex })).body,
    ).toMatchObject({
      eligibility: { generate_images: false },
      available: false,
    })
    expect(await call('ai-proxy', 'GET', '/api/v1/provider/nope/status', { token: alex })).toMatchObject({
      status: 404,
      body: { code: 3001 },
    })
    expect(
      await call('ai-proxy', 'GET', '/api/v1/provider/openai/status', { invalidRequest: true }),
    ).toMatchObject({
      status: 401,
    })
  })
})
