import { ServiceError, ServiceUnavailableError, TimeoutError } from '@music/sdk'
import { serviceErrorMessage } from '../../../../../screens/service-errors.ts'

/** What the service calls a rate-limited request (429, body code 1601; decision 017). */
const RATE_LIMITED_STATUS = 429

/**
 * Seconds to wait from a `Retry-After` header (RFC 9110 §10.2.3: delay-seconds or an HTTP-date), or
 * undefined when there is none or it cannot be read.
 * @param now the current time, ms since the epoch
 */
export function retryAfterSeconds(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined
  const text = value.trim()
  if (/^\d+$/.test(text)) return Number(text)
  const date = Date.parse(text)
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000))
}

/**
 * Why an image could not be made, in the customer's words, and what to do (docs/requirements.md §8,
 * `specs/ai-proxy.yaml`):
 * - 429: the limit of images a minute, and when to try again (`Retry-After`, else the service's text);
 * - 503: the provider is down now, choose another or try later;
 * - timeout: the image took too long, the prompt is kept;
 * - anything else: {@link serviceErrorMessage}.
 * @param providerName the chosen provider's name, e.g. "OpenAI"
 */
export function imageFailureMessage(error: unknown, providerName: string): string {
  if (error instanceof TimeoutError) {
    return `${providerName} took too long to create the image, so we stopped waiting. Your prompt is kept: try again, perhaps at a smaller size.`
  }
  if (error instanceof ServiceUnavailableError) {
    return `${providerName} is not available right now. Choose another provider, or try again in a few minutes.`
  }
  if (error instanceof ServiceError && error.status === RATE_LIMITED_STATUS) {
    const seconds = retryAfterSeconds(error.response?.headers.get('Retry-After'))
    return seconds === undefined
      ? `You have reached the limit of images for now. ${serviceErrorMessage(error)}`
      : `You have reached the limit of images for now. Try again in ${
          seconds === 1 ? '1 second' : `${seconds} seconds`
        }.`
  }
  return serviceErrorMessage(error)
}
