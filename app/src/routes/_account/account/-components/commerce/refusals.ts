import { ServiceError } from '@music/sdk'

/**
 * The commerce service's code of a refused call (`specs/commerce.yaml`: 1402 the subscription's status,
 * 1403 a plan change no longer open…), or undefined for any other failure.
 */
export function refusalCode(error: unknown): number | undefined {
  return error instanceof ServiceError ? error.code : undefined
}
