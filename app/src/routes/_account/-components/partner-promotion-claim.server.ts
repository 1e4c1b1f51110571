/**
 * The work of the partner-promotion claim's server function (partner-promotion-claim.ts): the
 * profile service gives codes only to the application (`POST /partnerpromotions/code`, basic auth of
 * the app id and `APP_SECRET`, docs/requirements.md §6), so this runs on the site's server, for the
 * customer whose access token the request's cookie holds (`GET /me` of the identity service says who
 * that is: the user id never comes from the browser).
 */
import { createMemoryTokenStore, createSdk, readTokenCookies, ServiceError } from '@music/sdk/auth'
import { getMe } from '@music/sdk/identity'
import { addPartnerPromotionUser, type PartnerPromotionCode } from '@music/sdk/profile'
import { SERVICE_TIMEOUT_MS, serviceBaseUrlsFor } from '../../../auth/session.ts'
import type { ServerConfig } from '../../../config/server-config.ts'
import { partnerOffer } from './partner-offers.ts'

/** Body code of a code asked for an ended promotion (specs/profile.yaml). */
const PROMOTION_ENDED = 1411

/**
 * What a claim came to. `signed-out`: the cookie holds no access token the identity service accepts
 * (the browser refreshes its session and asks once more); `ended`: the promotion gives no more codes;
 * `not-offered`: the site offers no such promotion; `unavailable`: a service failed or did not answer.
 */
export type PartnerPromotionClaim =
  | { outcome: 'claimed'; code: PartnerPromotionCode }
  | { outcome: 'signed-out' | 'ended' | 'not-offered' | 'unavailable' }

/**
 * Gives the signed-in customer a code of the promotion `promotionName` (the same code when they have
 * one already). Never throws for a service's answer: every refusal is an outcome.
 * @param cookieHeader the request's `Cookie` header (the token cookies of decision 001)
 */
export async function claimPartnerPromotion(
  config: Pick<ServerConfig, 'servicesBaseUrl' | 'appId' | 'appSecret'>,
  cookieHeader: string | undefined,
  promotionName: string,
): Promise<PartnerPromotionClaim> {
  if (!partnerOffer(promotionName)) return { outcome: 'not-offered' }
  const access = readTokenCookies(cookieHeader ?? '').access
  if (!access) return { outcome: 'signed-out' }
  // The access token only: refreshing is the browser's (a refresh here would rotate its refresh token).
  const sdk = createSdk({
    serviceBaseUrls: serviceBaseUrlsFor(config.servicesBaseUrl),
    timeout: SERVICE_TIMEOUT_MS,
    appId: config.appId,
    appSecret: config.appSecret,
    tokenStore: createMemoryTokenStore({ access }),
  })
  try {
    const me = await getMe({ sdk })
    const code = await addPartnerPromotionUser({ user_id: me.id, promotion_name: promotionName }, { sdk })
    return { outcome: 'claimed', code }
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error
    if (error.status === 401 || error.status === 403) return { outcome: 'signed-out' }
    if (error.code === PROMOTION_ENDED) return { outcome: 'ended' }
    return { outcome: 'unavailable' }
  }
}
