/**
 * Routing of the content service: one fetch handler (served by srvx) that matches the path, applies
 * CORS and turns thrown ContentServiceErrors into Sanity-style JSON replies. Routes:
 * - `GET|POST /v{apiVersion}/data/query/{dataset}` (query.ts)
 * - `POST /v{apiVersion}/data/mutate/{dataset}` (mutate.ts)
 * - `POST /v{apiVersion}/assets/{images|files}/{dataset}` (assets.ts)
 * - `GET /v{apiVersion}/data/doc/{dataset}/{ids}` (query.ts)
 * - `GET /v{apiVersion}/data/listen/{dataset}` (listen.ts)
 * - `GET /v{apiVersion}/data/live/events/{dataset}` (live.ts)
 * - `GET /v{apiVersion}/check/cors` (cors.ts)
 * - `GET|HEAD /images/{projectId}/{dataset}/{file}` (images.ts)
 * - `GET|HEAD /files/{projectId}/{dataset}/{file}` (files.ts)
 * Each request is an OpenTelemetry span named by its route's template, a child of the caller's
 * `traceparent` (server.ts; docs/decisions/041).
 * Everything else is a 404 JSON error; a known path with another method is 405. A URL over
 * `CONTENT_LIMITS` is 414 and a body over it 413 (an upload's up to `MAX_ASSET_BYTES`), in the same
 * error shape.
 */
import {
  bufferBody,
  isBodyTooLarge,
  type RequestLimits,
  refuseLongUrl,
} from '../../../app/server/http-limits.ts'
import { setRequestRoute } from '../../../app/server/telemetry/request-telemetry.ts'
import { handleAssetUpload, MAX_ASSET_BYTES } from './assets.ts'
import type { ServiceContext } from './context.ts'
import { assertOriginAllowed, checkCorsResponse, preflightResponse, withCors } from './cors.ts'
import { ContentServiceError, notFoundError, toErrorResponse, validationError } from './errors.ts'
import { handleFile } from './files.ts'
import { handleImage } from './images.ts'
import { handleListen } from './listen.ts'
import { handleLiveEvents } from './live.ts'
import { handleMutate } from './mutate.ts'
import { handleDoc, handleQuery } from './query.ts'

/**
 * Request limits of the content service (docs/decisions/019): URLs up to 15 KiB (the listener's URL
 * limit is 14 800 characters, docs/requirements.md §9), bodies (POST queries with their parameters)
 * up to 2 MiB. The query text has its own limits (validation.ts `validateQueryText`).
 */
export const CONTENT_LIMITS: RequestLimits = { maxUrlLength: 15 * 1024, maxBodyBytes: 2 * 1024 * 1024 }

type Handler = (
  ctx: ServiceContext,
  request: Request,
  url: URL,
  groups: string[],
) => Response | Promise<Response>

interface Route {
  /** The path template (`/v{apiVersion}/data/query/{dataset}`): the `http.route` of its requests' spans. */
  template: string
  pattern: RegExp
  methods: string[]
  handler: Handler
  /** Public routes answer any origin (images, the CORS probe). */
  public?: boolean
  /** Bodies up to MAX_ASSET_BYTES instead of CONTENT_LIMITS (uploads). */
  upload?: boolean
}

const routes: Route[] = [
  {
    template: '/v{apiVersion}/data/query/{dataset}',
    pattern: /^\/v([^/]+)\/data\/query\/([^/]+)\/?$/,
    methods: ['GET', 'POST'],
    handler: (ctx, req, url, [version = '', dataset = '']) => handleQuery(ctx, req, url, version, dataset),
  },
  {
    template: '/v{apiVersion}/data/mutate/{dataset}',
    pattern: /^\/v([^/]+)\/data\/mutate\/([^/]+)\/?$/,
    methods: ['POST'],
    handler: (ctx, req, url, [version = '', dataset = '']) => handleMutate(ctx, req, url, version, dataset),
  },
  {
    template: '/v{apiVersion}/assets/{kind}/{dataset}',
    pattern: /^\/v([^/]+)\/assets\/([^/]+)\/([^/]+)\/?$/,
    methods: ['POST'],
    handler: (ctx, req, url, [version = '', kind = '', dataset = '']) =>
      handleAssetUpload(ctx, req, url, version, kind, dataset),
    upload: true,
  },
  {
    template: '/v{apiVersion}/data/doc/{dataset}/{documentIds}',
    pattern: /^\/v([^/]+)\/data\/doc\/([^/]+)\/([^/]+)\/?$/,
    methods: ['GET'],
    handler: (ctx, req, url, [version = '', dataset = '', ids = '']) =>
      handleDoc(ctx, req, url, version, dataset, ids),
  },
  {
    template: '/v{apiVersion}/data/listen/{dataset}',
    pattern: /^\/v([^/]+)\/data\/listen\/([^/]+)\/?$/,
    methods: ['GET'],
    handler: (ctx, req, url, [version = '', dataset = '']) => handleListen(ctx, req, url, version, dataset),
  },
  {
    template: '/v{apiVersion}/data/live/events/{dataset}',
    pattern: /^\/v([^/]+)\/data\/live\/events\/([^/]+)\/?$/,
    methods: ['GET'],
    handler: (ctx, req, url, [version = '', dataset = '']) =>
      handleLiveEvents(ctx, req, url, version, dataset),
  },
  {
    template: '/v{apiVersion}/check/cors',
    pattern: /^\/v[^/]+\/check\/cors\/?$/,
    methods: ['GET'],
    handler: (ctx, req) => checkCorsResponse(req, ctx.allowedOrigins),
    public: true,
  },
  {
    template: '/images/{projectId}/{dataset}/{file}',
    pattern: /^\/images\/(.+)$/,
    methods: ['GET', 'HEAD'],
    handler: (ctx, req, url, [rest = '']) => handleImage(ctx, req, url, rest),
    public: true,
  },
  {
    template: '/files/{projectId}/{dataset}/{file}',
    pattern: /^\/files\/(.+)$/,
    methods: ['GET', 'HEAD'],
    handler: (ctx, req, url, [rest = '']) => handleFile(ctx, req, url, rest),
    public: true,
  },
]

/** Builds the fetch handler of the service. */
export function createHandler(ctx: ServiceContext): (request: Request) => Promise<Response> {
  return async (request) => {
    const url = new URL(request.url)
    let response: Response
    try {
      if (refuseLongUrl(request, CONTENT_LIMITS)) {
        throw new ContentServiceError(
          414,
          'uriTooLong',
          `URI too long (the limit is ${CONTENT_LIMITS.maxUrlLength} characters)`,
        )
      }
      response = await route(ctx, request, url)
    } catch (error) {
      response = toErrorResponse(
        isBodyTooLarge(error)
          ? new ContentServiceError(
              413,
              'requestEntityTooLarge',
              `Request body too large (the limit is ${CONTENT_LIMITS.maxBodyBytes} bytes, ${MAX_ASSET_BYTES} for uploads)`,
            )
          : error,
      )
    }
    return withCors(response, request, ctx.allowedOrigins)
  }
}

async function route(ctx: ServiceContext, request: Request, url: URL): Promise<Response> {
  for (const candidate of routes) {
    const match = candidate.pattern.exec(url.pathname)
    if (!match) continue
    setRequestRoute(candidate.template)
    if (!candidate.public) assertOriginAllowed(request, ctx.allowedOrigins)
    if (request.method === 'OPTIONS') {
      const preflight = preflightResponse()
      if (candidate.public) preflight.headers.set('access-control-allow-origin', '*')
      return preflight
    }
    if (!candidate.methods.includes(request.method)) {
      throw new ContentServiceError(
        405,
        'methodNotAllowed',
        `Method ${request.method} not allowed on ${url.pathname}`,
      )
    }
    let groups: string[]
    try {
      groups = match.slice(1).map((part) => decodeURIComponent(part))
    } catch {
      throw validationError(`Malformed percent-encoding in ${url.pathname}`)
    }
    // srvx admits bodies up to an upload's limit: every other body is held to CONTENT_LIMITS.
    let limited = request
    if (!candidate.upload && request.method === 'POST') {
      const buffered = await bufferBody(request, CONTENT_LIMITS)
      if (buffered instanceof Response) throw Object.assign(new Error('body too large'), { status: 413 })
      limited = buffered
    }
    return candidate.handler(ctx, limited, url, groups)
  }
  throw notFoundError(`Not found: ${request.method} ${url.pathname}`)
}
