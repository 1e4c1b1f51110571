/**
 * The ONE transport of the sdk (docs/architecture.md "Data flow" 3). Generated code calls it through
 * `serviceRequest` (orval mutator) and `transportFetch` (openapi-fetch `fetch` option); both run the
 * same pipeline (`sdk.ts`). Internal entry: apps reach the public parts through `@music/sdk`
 * (docs/decisions/018).
 */
import type { SdkConfig } from './config.ts'
import type { OperationTable } from './operation.ts'
import { fromFetchRequest, fromRequestConfig, readResult, type ServiceRequestConfig } from './request.ts'
import { createSdk, type Sdk } from './sdk.ts'
import type { ServiceName } from './services.ts'

export {
  DEFAULT_TIMEOUT_MS,
  type LockManagerLike,
  type ResolvedSdkConfig,
  type SdkConfig,
} from './config.ts'
export {
  AccessDeniedError,
  createServiceError,
  InternalServiceError,
  InvalidAccessTokenError,
  InvalidRefreshTokenError,
  NetworkError,
  PasswordReentryRequiredError,
  ServiceError,
  type ServiceErrorInit,
  ServiceUnavailableError,
  TimeoutError,
} from './errors.ts'
export type { AuthMode, OperationOptions, OperationTable } from './operation.ts'
export { QUERY_NETWORK_RETRIES, queryClientDefaults, shouldRetryQuery } from './query.ts'
export type { ServiceRequestConfig } from './request.ts'
export { createSdk, type Sdk } from './sdk.ts'
export type { ServiceClient, ServiceMethod, ServiceResponse } from './service-client.ts'
export {
  defaultServiceBaseUrls,
  type ServiceName,
  sandboxServiceBaseUrls,
  services,
} from './services.ts'
export { userPath } from './user-path.ts'

let defaultSdk: Sdk | undefined
/** What `configureSdk` has been given so far (the default instance is built from it). */
let defaultConfig: SdkConfig = {}

/**
 * The default instance, used when generated code is not handed one. In a browser it keeps the tokens
 * in this tab's memory, shared with the origin's other tabs (`createTabTokenStore`); on a server it
 * keeps none (create an instance per request with `createSdk` instead). docs/decisions/031.
 */
export function getSdk(): Sdk {
  defaultSdk ??= createSdk(defaultConfig)
  return defaultSdk
}

/**
 * Changes the default instance's configuration: only the fields given change, the others stay as an
 * earlier call (or the default) left them, so a test that swaps the token store keeps the app's base
 * URLs, app id, fetch and timeout. `serviceBaseUrls` merges per service. A field given as `undefined`
 * returns to its default. Without a `tokenStore` the instance keeps the store it had, so the signed-in
 * user stays signed in. Later calls through {@link getSdk}, hooks and clients use the new instance.
 * @returns the new default instance
 * @throws TypeError or RangeError from the configuration's checks (an unknown service, a base URL that
 *   is not http(s), a timeout out of range); the default instance is then left as it was
 */
export function configureSdk(config: SdkConfig): Sdk {
  const merged: SdkConfig = {
    ...defaultConfig,
    ...config,
    serviceBaseUrls:
      'serviceBaseUrls' in config && config.serviceBaseUrls === undefined
        ? undefined
        : { ...defaultConfig.serviceBaseUrls, ...config.serviceBaseUrls },
  }
  if (!Object.hasOwn(config, 'tokenStore') && defaultSdk) merged.tokenStore = defaultSdk.tokenStore
  const next = createSdk(merged)
  defaultConfig = merged
  defaultSdk = next
  return next
}

/**
 * Calls `service` through the transport (the orval mutator's target; also usable directly), on
 * `request.sdk` (orval merges its per-call `request` option into it), else the default instance.
 * @returns the parsed JSON body, `undefined` when empty (or a `Blob` for `responseType: 'blob'`)
 * @throws a {@link ServiceError} subclass chosen from docs/requirements.md §8, or the caller's abort reason
 */
export async function serviceRequest<T>(service: ServiceName, request: ServiceRequestConfig): Promise<T> {
  const sdk = request.sdk ?? getSdk()
  const response = await sdk.execute(fromRequestConfig(sdk.config, service, request))
  return (await readResult(response, request.responseType)) as T
}

/**
 * The `fetch` option for openapi-fetch clients of `service`: same pipeline as {@link serviceRequest}.
 * The request's path and query go to the service's configured base URL. Resolves with 2xx responses,
 * rejects with a {@link ServiceError} subclass otherwise. The default instance is looked up per call,
 * so `configureSdk` after creating a client still applies.
 * @param operations the service's operations whose credentials or token effect differ from the default
 *   (the generated client passes its document's); others send the bearer token
 */
export function transportFetch(
  service: ServiceName,
  sdk?: Sdk,
  operations?: OperationTable,
): (input: Request) => Promise<Response> {
  return async (input) => {
    const instance = sdk ?? getSdk()
    return instance.execute(await fromFetchRequest(instance.config, service, input, operations))
  }
}
