/**
 * What every handler of the content service shares: configuration, the dataset store, and the
 * resolution of the request parts they all validate: `/v{apiVersion}/data/{endpoint}/{dataset}` for
 * the data API, `/{images|files}/{projectId}/{dataset}/…` for the CDNs, and the CDNs' reply headers.
 */
import { isPreviewRequest } from './auth.ts'
import { notFoundError } from './errors.ts'
import type { DatasetSnapshot, DatasetStore } from './store.ts'
import { parseApiVersion, validateDatasetName, validateTag } from './validation.ts'

/** Resolved service configuration plus shared state. */
export interface ServiceContext {
  store: DatasetStore
  previewToken: string
  projectId: string
  imagesDir: string | undefined
  allowedOrigins: readonly string[]
  keepAliveMs: number
  /** Whether queries use the equality indexes and the `_id` map for references (groq.ts). */
  queryIndexes: boolean
  /** Closes every open listener stream (on service close). */
  closeListeners: Set<() => void>
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
  snapshot: DatasetSnapshot
  privileged: boolean
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
  const privileged = isPreviewRequest(request, ctx.previewToken)
  const snapshot = findDataset(ctx, dataset)
  return { request, url, apiVersion, sortableVersion, dataset, snapshot, privileged, tag }
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
 * Headers of a CDN reply (images, files): public to any origin, cached as immutable, with its `etag`.
 * With `attachmentName` the reply is a download (`Content-Disposition: attachment`; quotes, backslashes
 * and line breaks in the name become `_`, so it cannot end the header value).
 */
export function cdnHeaders(contentType: string, etag: string, attachmentName?: string): Headers {
  const headers = new Headers({
    'content-type': contentType,
    'cache-control': 'public, max-age=31536000, immutable',
    etag,
    'access-control-allow-origin': '*',
  })
  if (attachmentName !== undefined) {
    headers.set('content-disposition', `attachment; filename="${attachmentName.replace(/["\\\r\n]/g, '_')}"`)
  }
  return headers
}

/** The snapshot of a dataset whose name is valid; throws 404, worded as Sanity does, when there is none. */
function findDataset(ctx: ServiceContext, dataset: string): DatasetSnapshot {
  const snapshot = ctx.store.get(dataset)
  if (!snapshot) throw notFoundError(`Dataset "${dataset}" not found for project ID "${ctx.projectId}"`)
  return snapshot
}
