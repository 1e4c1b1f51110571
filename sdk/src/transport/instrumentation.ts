/**
 * Where telemetry plugs into the transport (docs/decisions/041): one hook around each HTTP exchange
 * (each attempt: a retry after a refresh is a second one) and one around the shared token refresh.
 * Nothing is installed by default, so the transport carries no telemetry code: an app that wants
 * OpenTelemetry spans and metrics calls `instrumentSdk()` of `@music/sdk/telemetry` once (the site's
 * server does), which installs hooks written with `@opentelemetry/api`; a browser app that wants W3C
 * trace context without OpenTelemetry calls `propagateTraceContext()` of `@music/sdk/trace-context`
 * (the site's signed-in screens do). One hook per process: the last installed wins.
 */

/** One HTTP call as telemetry describes it: never its full URL, query, headers or body. */
export interface ClientCall {
  /** HTTP method. */
  method: string
  /** The URL called: telemetry keeps only its host and port. */
  url: string
  /** The path template (`/api/v1/users/{userId}`), when known: the name of the call. */
  urlTemplate?: string
  /** The service called (`identity`, `content`). */
  service: string
  /** 0 for a first attempt, 1 for the retry after a refresh. */
  resendCount?: number
}

/** The hooks `@music/sdk/telemetry` or `@music/sdk/trace-context` installs. */
export interface TransportInstrumentation {
  /**
   * Runs one HTTP exchange: `exchange` gets the trace headers to send (`traceparent`); `statusOf`
   * reads the reply's status from its result. Resolves or rejects as `exchange` does.
   */
  call<T>(
    call: ClientCall,
    exchange: (traceHeaders: Record<string, string>) => Promise<T>,
    statusOf: (result: T) => number | undefined,
  ): Promise<T>
  /** Runs the shared token refresh `refresh`; resolves or rejects as it does. */
  refresh<T>(refresh: () => Promise<T | null>): Promise<T | null>
}

let installed: TransportInstrumentation | undefined

/**
 * Installs `instrumentation` for every sdk instance of this module (`undefined` removes it).
 * @returns the one it replaces
 */
export function setTransportInstrumentation(
  instrumentation: TransportInstrumentation | undefined,
): TransportInstrumentation | undefined {
  const previous = installed
  installed = instrumentation
  return previous
}

/** The installed instrumentation, if any. */
export function transportInstrumentation(): TransportInstrumentation | undefined {
  return installed
}
