// In a browser app (no OpenTelemetry there): every call to a service sends a W3C `traceparent` of the
// screen's trace, and each settled call is reported to the app's own server (e.g. in a beacon).
import { newTraceId, propagateTraceContext, type ReportedCall } from '@music/sdk/trace-context'

let screenTrace = newTraceId()
const calls: ReportedCall[] = []

propagateTraceContext({
  trace: () => ({ traceId: screenTrace, sampled: true }),
  onCall: (call) => void calls.push(call),
})

/** A new screen, a new trace. */
export function startScreen(): void {
  screenTrace = newTraceId()
}
