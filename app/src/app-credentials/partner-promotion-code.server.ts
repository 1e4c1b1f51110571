/**
 * A partner promotion's code for the signed-in customer, on the site's server (docs/decisions/022):
 * `POST /api/v1/partnerpromotions/code` takes the application's credentials and any `user_id`, so the
 * server asks the identity service whose access token it was given (`GET /api/v1/me`) and claims the
 * code for that user only, never for an id the browser names.
 */
import { getMe } from '@music/sdk/identity'
import { addPartnerPromotionUser, type PartnerPromotionCode } from '@music/sdk/profile'
import type { ServerConfig } from '../config/server-config.ts'
import { createServerSdk } from '../config/server-sdk.server.ts'
import { type ServiceFailure, serviceFailure, UNAVAILABLE_MESSAGE } from './service-reply.server.ts'

/** What claiming a code leads to: the code (the same one when asked again), or why not. */
export type PartnerPromotionCodeResult = { outcome: 'added'; code: PartnerPromotionCode } | ServiceFailure

/**
 * Claims a code of `promotionName` for the owner of `accessToken`.
 * @returns `added`; `refused` 1411 (ended, on `promotion_name`) or 404 3001 (no such promotion);
 *   `signed-out` for a refused token; `unavailable` without `APP_SECRET` or when a service fails
 */
export async function claimPartnerPromotionCodeOnServer(
  config: Pick<ServerConfig, 'servicesBaseUrl' | 'appId' | 'appSecret'>,
  accessToken: string,
  promotionName: string,
): Promise<PartnerPromotionCodeResult> {
  if (!config.appSecret) return { outcome: 'unavailable', message: UNAVAILABLE_MESSAGE }
  // One instance: the bearer operations send the token, the app-credential one basic auth (auth-mode).
  const sdk = createServerSdk(config, accessToken)
  try {
    const user = await getMe({ sdk })
    const code = await addPartnerPromotionUser({ user_id: user.id, promotion_name: promotionName }, { sdk })
    return { outcome: 'added', code }
  } catch (error) {
    return serviceFailure(error)
  }
}
