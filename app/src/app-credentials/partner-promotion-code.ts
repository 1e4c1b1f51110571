/**
 * Partner-promotion codes for the signed-in customer (docs/requirements.md §7 "Profile service",
 * docs/decisions/022): a server function, because the call takes the application secret, and the
 * browser-side call that hands it a fresh access token.
 */
import type { Sdk } from '@music/sdk'
import { getMe } from '@music/sdk/identity'
import { createServerFn } from '@tanstack/react-start'
import { BadInputError } from '../../server/bad-input.ts'
import { serverConfig } from '../config/server-config.ts'
import {
  claimPartnerPromotionCodeOnServer,
  type PartnerPromotionCodeResult,
} from './partner-promotion-code.server.ts'

/** Input of {@link addPartnerPromotionCode}: the promotion (`promotion_name`) and the customer's access token. */
export interface PartnerPromotionCodeInput {
  promotion_name: string
  access_token: string
}

/**
 * Checks anyone's input: a promotion name of 1–100 letters, digits, `-` or `_`, and a token.
 * @throws BadInputError (400) for anything else
 */
export function parsePartnerPromotionCodeInput(input: unknown): PartnerPromotionCodeInput {
  const { promotion_name: name, access_token: token } = (input ?? {}) as Record<string, unknown>
  if (typeof name !== 'string' || !/^[A-Za-z0-9_-]{1,100}$/.test(name))
    throw new BadInputError('addPartnerPromotionCode: invalid promotion_name')
  if (typeof token !== 'string' || token === '' || token.length > 4096)
    throw new BadInputError('addPartnerPromotionCode: invalid access_token')
  return { promotion_name: name, access_token: token }
}

/**
 * Server function: the customer's code of a partner promotion (`claimPartnerPromotionCodeOnServer`).
 * The token comes in the body, not from a cookie, so no other site can make a visitor's browser ask.
 */
export const addPartnerPromotionCode = createServerFn({ method: 'POST' })
  .validator(parsePartnerPromotionCodeInput)
  .handler(({ data }) =>
    claimPartnerPromotionCodeOnServer(serverConfig(), data.access_token, data.promotion_name),
  )

/**
 * The signed-in customer's access token, refreshed first when it has expired or the tab has none yet
 * (by an identity call through the transport, which gets one before it sends).
 * @returns undefined when signed out, or when the identity service does not answer
 */
export async function freshAccessToken(sdk: Sdk): Promise<string | undefined> {
  const access = sdk.tokens().access
  if (access && access.expires_at > Date.now() / 1000) return access.token
  // The tab holds no refresh token (decision 031): the call gets a new access token from the site's
  // server first, and fails when there is no session.
  try {
    await getMe({ sdk })
  } catch {
    return undefined
  }
  return sdk.tokens().access?.token
}

/**
 * From the browser: claims the signed-in customer's code of `promotionName` (the same code when asked
 * again). Invalidate `getListMyPartnerPromotionsQueryKey()` after `added`.
 * @param sdk the session's sdk (`(await auth.session()).sdk`)
 * @returns the server function's answer; `signed-out` when there is no session
 */
export async function claimPartnerPromotionCode(
  sdk: Sdk,
  promotionName: string,
): Promise<PartnerPromotionCodeResult> {
  const token = await freshAccessToken(sdk)
  if (!token) return { outcome: 'signed-out' }
  return addPartnerPromotionCode({ data: { promotion_name: promotionName, access_token: token } })
}
