import { createServerFn } from '@tanstack/react-start'
import { getRequestHeader } from '@tanstack/react-start/server'
import { serverConfig } from '../../../config/server-config.ts'
import { claimPartnerPromotion, type PartnerPromotionClaim } from './partner-promotion-claim.server.ts'

/**
 * Server function: a code of the partner promotion `promotionName` for the signed-in customer
 * (`POST /partnerpromotions/code` with the application secret, which never leaves the server;
 * docs/decisions/023). The customer is the one of the request's token cookie.
 * @returns the {@link PartnerPromotionClaim}; rejects only for a malformed input
 */
export const claimPartnerPromotionCode = createServerFn({ method: 'POST' })
  .validator((input: { promotionName: string }) => {
    if (typeof input?.promotionName !== 'string') throw new Error('claimPartnerPromotionCode: promotionName')
    return { promotionName: input.promotionName }
  })
  .handler(
    ({ data }): Promise<PartnerPromotionClaim> =>
      claimPartnerPromotion(serverConfig(), getRequestHeader('cookie'), data.promotionName),
  )
