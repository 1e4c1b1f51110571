/**
 * What orval's generated React Query hooks call (codegen.config.ts `openapi.orval`): the request
 * function, the query-key builder and the query-options pass-through, one module for every service.
 *
 * orval hands a mutator no service name, so the codegen sets orval's `baseUrl` to `<service>:` for each
 * service (docs/decisions/010): every generated URL reads `identity:/api/v1/me`, and this module splits
 * it into the service, whose configured base URL the transport uses, and the origin-relative path.
 */
import type { ServiceError } from './errors.ts'
import { serviceRequest } from './index.ts'
import type { ServiceRequestConfig } from './request.ts'
import { isServiceName, type ServiceName } from './services.ts'

/**
 * The error type orval gives every generated request function and hook (`TError`): the transport
 * rejects with a ServiceError subclass (docs/requirements.md §8) whose `body` is one of the error
 * replies the document declares for the operation (`Body`), or `undefined` when no reply arrived.
 */
export type ErrorType<Body> = ServiceError & { readonly body: Body | undefined }

/** A generated URL: the service, a colon, then the origin-relative path with the API version. */
export type ServiceUrl = `${ServiceName}:/${string}`

/**
 * Splits a generated URL into its service and path.
 * @throws Error when `url` does not start with a known service name and `:/` (a codegen fault)
 */
export function parseServiceUrl(url: string): { service: ServiceName; path: string } {
  const colon = url.indexOf(':')
  const service = url.slice(0, colon)
  const path = url.slice(colon + 1)
  if (colon < 0 || !isServiceName(service) || !path.startsWith('/')) {
    throw new Error(`Not a generated service URL (<service>:/<path>): ${url}`)
  }
  return { service, path }
}

/**
 * Sends one request of a generated hook through the sdk transport (base URL, auth, timeout, refresh
 * and retry, the error catalogue).
 * @param config the request orval built; `url` is a {@link ServiceUrl}
 * @param options per-call overrides merged over `config` (orval's `request` option), e.g. `{ sdk }`
 *   (the per-request instance on the server) or `{ headers: { Accept: 'application/json' } }`
 * @returns the parsed body (`Blob` when `responseType` is `'blob'`)
 * @throws the transport's ServiceError subclasses; an Error for a URL that names no service
 */
export const customFetch = async <T>(
  config: ServiceRequestConfig,
  options?: Partial<ServiceRequestConfig>,
): Promise<T> => {
  const { service, path } = parseServiceUrl(config.url)
  return serviceRequest<T>(service, {
    ...config,
    ...options,
    url: path,
    headers: { ...config.headers, ...options?.headers },
  })
}

/** The query key of a generated query: its service first. */
export type ServiceQueryKey =
  | readonly [ServiceName, string]
  | readonly [ServiceName, string, Record<string, unknown>]

/**
 * Query key of a generated query: `[service, path]`, then the call's inputs when any is set (general
 * to specific, so `[service]` matches every query of a service, and two services with the same path,
 * such as identity's and profile's `/api/v1/me`, never share a cache entry).
 * @param inputs path, query and body inputs of the call, as orval passes them
 * @param meta the request URL (a {@link ServiceUrl}, path parameters filled in)
 */
export const serviceQueryKey = (
  inputs: Record<string, unknown>,
  meta: { url: string; queryOptions?: unknown },
): ServiceQueryKey => {
  const { service, path } = parseServiceUrl(meta.url)
  const defined = Object.fromEntries(Object.entries(inputs).filter(([, value]) => value !== undefined))
  return Object.keys(defined).length === 0 ? [service, path] : [service, path, defined]
}

/** Query options pass through unchanged (declared so orval keeps `get<Op>QueryOptions` plain functions). */
export const serviceQueryOptions = <T>(options: T): T => options
