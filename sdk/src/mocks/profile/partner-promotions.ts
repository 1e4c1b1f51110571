/**
 * Partner promotions of the fake profile service (`specs/profile.yaml`, decision 017): the promotions
 * partners run for the company's customers, and the codes users were given (`POST
 * /partnerpromotions/code` with the application's credentials; `GET /me/partnerpromotions`). A user
 * gets one code per promotion: asking again answers the same one. Codes derive from the promotion and
 * the user id, so they are stable across restarts.
 */
import type { PartnerPromotionCode } from '../../generated/profile/hooks.schemas.ts'
import { ERROR_CODES, failure, isoSeconds, type Outcome, success } from '../http.ts'

/** Body code of a code asked for an ended promotion. */
export const PROMOTION_ENDED = 1411

/** A promotion of the seed. */
export interface SeedPartnerPromotion {
  /** The wire name, e.g. `splice-3-months`. */
  name: string
  /** First part of its codes, e.g. `SPLICE-3MO`. */
  code_prefix: string
  /** False once the promotion has ended (no new codes). */
  active: boolean
}

/** A code a seed user already holds. */
export interface SeedPartnerPromotionCode {
  user_id: number
  promotion_name: string
  /** ISO 8601 */
  user_added_at: string
}

/** The promotions and the codes given out. */
export class PartnerPromotionStore {
  private readonly promotions: SeedPartnerPromotion[]
  private readonly codes: PartnerPromotionCode[] = []
  private readonly now: () => number

  /** @param now the sandbox clock, ms since the epoch */
  constructor(promotions: SeedPartnerPromotion[], codes: SeedPartnerPromotionCode[], now: () => number) {
    this.promotions = structuredClone(promotions)
    this.now = now
    for (const c of codes) {
      const promotion = this.promotions.find((p) => p.name === c.promotion_name)
      if (promotion) this.codes.push(this.codeFor(c.user_id, promotion, c.user_added_at))
    }
  }

  /** A user's codes, oldest first (copies). */
  list(userId: number): PartnerPromotionCode[] {
    return structuredClone(this.codes.filter((c) => c.user_id === userId))
  }

  /** Gives a user a code of a promotion (the same one again when they have it); 404 / 1411 otherwise. */
  give(userId: number, promotionName: string): Outcome<PartnerPromotionCode> {
    const promotion = this.promotions.find((p) => p.name === promotionName)
    if (!promotion) return failure(404, ERROR_CODES.notFound, `No partner promotion ${promotionName}`)
    const held = this.codes.find((c) => c.user_id === userId && c.promotion_name === promotionName)
    if (held) return success(structuredClone(held))
    if (!promotion.active) {
      const message = `The promotion ${promotionName} has ended.`
      return failure(400, PROMOTION_ENDED, message, { promotion_name: message })
    }
    const code = this.codeFor(userId, promotion, isoSeconds(this.now()))
    this.codes.push(code)
    return success(structuredClone(code))
  }

  private codeFor(userId: number, promotion: SeedPartnerPromotion, at: string): PartnerPromotionCode {
    // A stable 4-character suffix per user and promotion (base 36 of a small hash).
    let hash = 7
    for (const c of `${promotion.name}:${userId}`) hash = (hash * 31 + c.charCodeAt(0)) % 1_679_616
    const suffix = hash.toString(36).toUpperCase().padStart(4, '0')
    return {
      user_id: userId,
      promotion_code: `${promotion.code_prefix}-${suffix}`,
      promotion_name: promotion.name,
      user_added_at: at,
    }
  }
}
