/**
 * The type of the generated openapi-fetch clients (`create<Service>Client()`): openapi-fetch's own
 * `Client`, with one difference that the transport makes true. openapi-fetch resolves every call with
 * `{ data, error, response }` and types `data` as possibly `undefined`, for the replies it hands back
 * as `error`. The sdk transport rejects every non-2xx reply with a `ServiceError` subclass instead
 * (docs/decisions/001), so a call that resolves always holds the success reply: `data` is typed without
 * `undefined` and there is no `error` to check. Types only; the client object is openapi-fetch's.
 */
import type { FetchResponse, MaybeOptionalInit, Middleware } from 'openapi-fetch'

/** HTTP methods of an OpenAPI path item (openapi-typescript's `paths`). */
type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace'

/** A media type, `type/subtype`. */
type MediaType = `${string}/${string}`

/** The OpenAPI paths of `Paths` that have `Method`. */
type PathsWithMethod<Paths, Method extends HttpMethod> = {
  [Path in keyof Paths]: Paths[Path] extends { [M in Method]: unknown } ? Path : never
}[keyof Paths]

/** The keys of `T` that are not optional. */
type RequiredKeysOf<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T]

/** The request options argument: optional when no option is required (openapi-fetch's rule). */
type InitParam<Init> =
  RequiredKeysOf<Init> extends never
    ? [(Init & { [key: string]: unknown })?]
    : [Init & { [key: string]: unknown }]

/** openapi-fetch's own constraint on an operation object. */
// biome-ignore lint/suspicious/noExplicitAny: openapi-fetch's own constraint on operations
type AnyOperation = Record<string | number, any>

/** The operation object of `Method` on `Path` (openapi-typescript's `paths[Path][method]`). */
type OperationOf<Paths, Path extends keyof Paths, Method extends HttpMethod> =
  Paths[Path] extends Record<Method, infer Operation extends AnyOperation> ? Operation : never

/** What a call resolves with: the success reply as `data`, and the `Response`. */
export type ServiceResponse<Operation extends AnyOperation, Init, Media extends MediaType> = Omit<
  Extract<FetchResponse<Operation, Init, Media>, { data: unknown }>,
  'error'
>

/** One method (`GET`, `POST`, …) of a {@link ServiceClient}, typed by path. */
export type ServiceMethod<Paths, Method extends HttpMethod, Media extends MediaType> = <
  Path extends PathsWithMethod<Paths, Method>,
  Init extends MaybeOptionalInit<Paths[Path], Method & keyof Paths[Path]>,
>(
  url: Path,
  ...init: InitParam<Init>
) => Promise<ServiceResponse<OperationOf<Paths, Path, Method>, Init, Media>>

/**
 * A typed client of one service (openapi-fetch over the sdk transport).
 * `const { data } = await client.GET('/api/v1/me')`: `data` is the 200 reply; a 4xx/5xx, a timeout or
 * a network failure rejects with the transport's `ServiceError` subclass instead.
 */
export interface ServiceClient<Paths, Media extends MediaType = MediaType> {
  GET: ServiceMethod<Paths, 'get', Media>
  PUT: ServiceMethod<Paths, 'put', Media>
  POST: ServiceMethod<Paths, 'post', Media>
  DELETE: ServiceMethod<Paths, 'delete', Media>
  PATCH: ServiceMethod<Paths, 'patch', Media>
  HEAD: ServiceMethod<Paths, 'head', Media>
  /** Adds openapi-fetch middleware (openapi-fetch runs it around the transport's `fetch`). */
  use(...middleware: Middleware[]): void
  /** Removes middleware added with `use`. */
  eject(...middleware: Middleware[]): void
}
