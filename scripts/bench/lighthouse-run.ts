/**
 * One Lighthouse run for the benches, run again when Lighthouse itself reports that recording the trace
 * went wrong ("Please run Lighthouse again"): on a loaded machine `NO_NAVSTART` comes up about once in a
 * hundred runs and would otherwise end a half-hour bench. Any other error (a page that answered 404:
 * `ERRORED_DOCUMENT_REQUEST`) is returned at once for `lighthouseFigures` to fail on.
 */
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse'

/** Lighthouse's runtime errors about its own trace recording, which a second run does not repeat. */
export const TRACE_RECORDING_ERRORS: ReadonlySet<string> = new Set([
  'NO_NAVSTART',
  'NO_TRACING_STARTED',
  'NO_RESOURCE_REQUEST',
  'PROTOCOL_TIMEOUT',
])

/**
 * Runs Lighthouse on `url` (at most `attempts` times while it fails with one of
 * {@link TRACE_RECORDING_ERRORS}); returns the last result, errored or not.
 * @throws when Lighthouse returns no result at all
 */
export async function runLighthouse(url: string, flags: Flags, attempts = 3): Promise<RunnerResult> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, flags)
    if (!result) throw new Error(`${url}: Lighthouse returned no result`)
    const code = result.lhr.runtimeError?.code
    if (!code || !TRACE_RECORDING_ERRORS.has(code) || attempt >= attempts) return result
    console.warn(`${url}: Lighthouse ${code}, run again (${attempt} of ${attempts - 1})`)
  }
}
