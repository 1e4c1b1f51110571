/**
 * Stateful handlers of the AI proxy (docs/requirements.md §7 "Other: AI proxy"; `specs/ai-proxy.yaml`, decision 017):
 * `POST /images/generate` draws a real, deterministic PNG from the prompt (`render.ts`) and answers its
 * URL on the sandbox or its base64; `GET /provider/{provider}/status` says whether a provider can be
 * used. Refusals a screen must explain are reachable on purpose: 503 for a provider that is down, 429
 * past the rate limit, and the prompt keywords `sandbox:429`, `sandbox:503` and `sandbox:timeout`.
 */
import { delay, HttpResponse, http } from 'msw'
import { Provider } from '../../generated/ai-proxy/hooks.schemas.ts'
import { bytesToBase64 } from '../../transport/base64.ts'
import type { FileHost } from '../file-host.ts'
import {
  badRequest,
  errorResponse,
  type FieldErrors,
  json,
  notFound,
  readJsonObject,
  validationFailed,
} from '../http.ts'
import { requireUser } from '../identity/handlers.ts'
import type { IdentityStore } from '../identity/store.ts'
import { renderPromptImage } from './render.ts'
import { AI_RATE_LIMIT, type AiProxyStore } from './store.ts'

/** Body code of a 429 reply (`RateLimitErrorBody`). */
export const RATE_LIMITED = 1601
/** Sizes the fake draws (`GenerateImageRequest.resolution`). */
export const AI_RESOLUTIONS = ['256x256', '512x512', '1024x1024'] as const
/** How long `sandbox:timeout` holds the reply, ms: longer than any client timeout. */
export const AI_TIMEOUT_HOLD_MS = 60_000

const PROVIDERS: readonly string[] = Object.values(Provider)
const FORMATS = ['url', 'b64_json']

const rateLimited = (seconds: number) =>
  HttpResponse.json(
    {
      code: RATE_LIMITED,
      error: `You can generate ${AI_RATE_LIMIT.images} images a minute. Try again in ${seconds} seconds.`,
    },
    { status: 429, headers: { 'Retry-After': String(seconds), 'Cache-Control': 'no-store' } },
  )
const unavailable = (provider: string) =>
  errorResponse(
    503,
    5030,
    `${provider} is not available right now. Try again later or choose another provider.`,
  )

/** The request's fields, or one message per invalid field. */
function readGenerateRequest(body: Record<string, unknown>) {
  const fields: FieldErrors = {}
  const prompt = typeof body.prompt === 'string' ? body.prompt.trim() : ''
  if (prompt === '') fields.prompt = 'Describe the image you want.'
  else if (prompt.length > 1000) fields.prompt = 'Use at most 1000 characters.'
  const provider = body.provider ?? 'openai'
  if (typeof provider !== 'string' || !PROVIDERS.includes(provider))
    fields.provider = `Choose one of ${PROVIDERS.join(', ')}.`
  const resolution = body.resolution ?? '1024x1024'
  if (!AI_RESOLUTIONS.includes(resolution as '256x256'))
    fields.resolution = `Choose one of ${AI_RESOLUTIONS.join(', ')}.`
  const format = body.response_format ?? 'url'
  if (!FORMATS.includes(format as string)) fields.response_format = 'Choose url or b64_json.'
  if (Object.keys(fields).length > 0) return { ok: false as const, fields }
  const [width, height] = String(resolution).split('x').map(Number) as [number, number]
  return { ok: true as const, prompt, provider: String(provider), width, height, format: String(format) }
}

/** The AI proxy handlers under `base` (e.g. `http://localhost:4100/ai-proxy`). */
export function aiProxyHandlers(
  store: AiProxyStore,
  context: { identity: IdentityStore; images: FileHost },
  base: string,
  now: () => number,
) {
  const { identity } = context
  return [
    http.post(`${base}/api/v1/images/generate`, async ({ request }) => {
      const user = requireUser(identity, request)
      if (user instanceof Response) return user
      const body = await readJsonObject(request)
      if (!body) return badRequest('The body must be a JSON object')
      const checked = readGenerateRequest(body)
      if (!checked.ok) return validationFailed(checked.fields)
      const keyword = checked.prompt.toLowerCase()
      if (keyword.includes('sandbox:429')) return rateLimited(30)
      if (keyword.includes('sandbox:503')) return unavailable(checked.provider)
      if (keyword.includes('sandbox:timeout')) await delay(AI_TIMEOUT_HOLD_MS)
      if (!store.provider(checked.provider)?.available) return unavailable(checked.provider)
      const wait = store.takeRateLimit(user.id)
      if (wait !== undefined) return rateLimited(wait)
      const png = await renderPromptImage(checked.prompt, checked.provider, checked.width, checked.height)
      const created = Math.floor(now() / 1000)
      if (checked.format === 'b64_json') return json({ created, b64_image: bytesToBase64(png) })
      return json({ created, image_url: store.host(png, `image-${created}.png`) })
    }),

    http.get(`${base}/api/v1/provider/:provider/status`, ({ request, params }) => {
      const user = requireUser(identity, request)
      if (user instanceof Response) return user
      const provider = store.provider(String(params.provider))
      if (!provider) return notFound(`No provider ${params.provider}`)
      return json({
        created: Math.floor(now() / 1000),
        provider: provider.id,
        eligibility: { generate_images: provider.available },
        available: provider.available,
      })
    }),

    ...context.images.handlers(),
  ]
}
