/**
 * What every handler of the content service shares: configuration, the query worker, the live events, and the
 * resolution of the request parts they all validate: `/v{apiVersion}/data/{endpoint}/{dataset}` for
 * the data API, `/{images|files}/{projectId}/{dataset}/…` for the CDNs, and the CDNs' reply headers.
 */
import { create as contentDisposition } from 'content-disposition'
import { type Credential, credentialOf } from './auth.ts'
import type { QueryEngine } from './engine.ts'
import { notFoundError } from './errors.ts'
import type { ImagePool } from './image-pool.ts'
import type { LiveEvents } from './live-events.ts'
import type { SseStreams } from './sse.ts'
import { parseApiVersion, validateDatasetName, validateTag } from './validation.ts'

/** Resolved service configuration plus shared state (with what listener streams share, sse.ts). */
export interface ServiceContext extends SseStreams {
  /** The query worker: datasets, queries, listener events (engine.ts). */
  engine: QueryEngine
  /** The Live Content API's event history and subscribers (live-events.ts). */
  live: LiveEvents
  /** The image CDN's bounded transform queue (image-pool.ts). */
  imagePool: ImagePool
  previewToken: string
  /** The token that may write (Mutations and Assets APIs; decision 030). */
  writeToken: string
  projectId: string
  /** Base URL of the CDNs in asset documents' `url` (uploads). */
  assetBaseUrl: string
  imagesDir: string | undefined
  allowedOrigins: readonly string[]
}

/** The validated parts of a data API request. */
export interface DataRequest {
  request: Request
  url: URL
  /** The API version as written (without `v`). */
  apiVersion: string
  /** Sortable form of the API version (`1` → 2021-03-24, `X` → 9999-12-31). */
  sortableVersion: string
  dataset: string
  /** May read drafts (the preview or the write token). */
  privileged: boolean
  credential: Credential
  tag: string | null
}

/**
 * Validates API version, dataset name, tag and credential, and finds the dataset.
 * Throws 400 (validation), 401 (wrong bearer token) or 404 (no such dataset).
 */
export function resolveDataRequest(
  ctx: ServiceContext,
  request: Request,
  url: URL,
  apiVersion: string,
  dataset: string,
): DataRequest {
  const sortableVersion = parseApiVersion(apiVersion)
  validateDatasetName(dataset)
  const tag = url.searchParams.get('tag')
  validateTag(tag)
  const credential = credentialOf(request, ctx)
  findDataset(ctx, dataset)
  return {
    request,
    url,
    apiVersion,
    sortableVersion,
    dataset,
    privileged: credential !== 'anonymous',
    credential,
    tag,
  }
}

/**
 * Checks the `{projectId}/{dataset}` part of a CDN path (images, files).
 * Throws 404 (another project, no such dataset) or 400 (invalid dataset name).
 */
export function checkAssetScope(ctx: ServiceContext, projectId: string, dataset: string): void {
  if (projectId !== ctx.projectId) throw notFoundError(`Unknown project ID "${projectId}"`)
  validateDatasetName(dataset)
  findDataset(ctx, dataset)
}

/**
 * Headers of a CDN reply (images, files): public to any origin, cached as immutable, with its `etag`
 * and `X-Content-Type-Options: nosniff` (a browser takes the file for what its type says).
 * With `attachmentName` the reply is a download: `Content-Disposition: attachment` with the name as
 * RFC 6266 says (`content-disposition`): an ASCII `filename` fallback, and the exact name as
 * `filename*=UTF-8''…` (RFC 8187, formerly 5987) when it has other characters, so no name can end
 * the header value or fail to encode.
 */
export function cdnHeaders(contentType: string, etag: string, attachmentName?: string): Headers {
  const headers = new Headers({
    'content-type': contentType,
    'cache-control': 'public, max-age=31536000, immutable',
    etag,
    'access-control-allow-origin': '*',
    // Uploaded files are served as their type says, never sniffed into HTML (decision 039).
    'x-content-type-options': 'nosniff',
  })
  if (attachmentName !== undefined) {
    headers.set('content-disposition', contentDisposition(attachmentName.replace(/[\r\n]/g, ' ')))
  }
  return headers
}

/** Throws 404, worded as Sanity does, unless the dataset (whose name is valid) is served. */
function findDataset(ctx: ServiceContext, dataset: string): void {
  if (!ctx.engine.has(dataset)) {
    throw notFoundError(`Dataset "${dataset}" not found for project ID "${ctx.projectId}"`)
  }
}
