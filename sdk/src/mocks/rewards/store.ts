/**
 * In-memory state of the fake rewards service (`specs/rewards.yaml`, decision 017): referral campaigns,
 * each user's referral code per campaign (stable: derived from the user id), the referral log, and
 * each user's rewards — those of the seed and those a referral unlocked. Eligibility reads what the
 * users own from the licence service's state.
 */
import type {
  Campaign,
  CampaignActivityLog,
  CampaignRule,
  ReferrerCampaign,
  Reward,
} from '../../generated/rewards/hooks.schemas.ts'
import { ERROR_CODES, failure, type Outcome, success } from '../http.ts'

/** Body codes of refused referral logs (`ReferralLogErrorBody`). */
export const REWARDS_ERROR_CODES = { refereeNotEligible: 1501, notTheReferrer: 1502 } as const

/** A reward as a campaign hands it out: `unlocked` and `latest_ribbon` are set when it is earned. */
export type RewardTemplate = Omit<Reward, 'unlocked' | 'latest_ribbon'>

/** A campaign of the seed and the rewards a referral earns in it. */
export interface SeedCampaign {
  campaign: Campaign
  /** Earned by the referrer for each referral (when `eligible_for_referral_incentive`). */
  referrer_reward: RewardTemplate
  /** Earned by the referee. */
  referee_reward: RewardTemplate
}

/** Everything the rewards service starts with. */
export interface RewardsSeed {
  campaigns: SeedCampaign[]
  /** Rewards users already have, in the order they are listed. */
  rewards: { user_id: number; reward: Reward }[]
  /** Referral codes fixed by the seed (others derive from the user id). */
  codes: { user_id: number; campaign_id: number; code: string }[]
}

/** What the rewards service reads of the other services. */
export interface RewardsContext {
  /** Product type ids of a user's products (licence service). */
  productTypeIdsOf(userId: number): number[]
  /** The name of a product type, e.g. `DJ Pro`. */
  productTypeName(id: number): string | undefined
  /** The user's first name, when the user exists (identity service). */
  firstNameOf(userId: number): string | undefined
  /** The site's origin: share links point at `<site>/refer/<code>`. */
  siteOrigin: string
}

interface EarnedReward {
  userId: number
  reward: Reward
}

/** The rewards service's state. */
export class RewardsStore {
  private readonly campaigns: SeedCampaign[]
  private readonly seeded: RewardsSeed['rewards']
  private readonly earned: EarnedReward[] = []
  private readonly codes = new Map<string, { userId: number; campaignId: number }>()
  private readonly log: CampaignActivityLog[] = []
  /** Ids of the log entries that earned the referrer a reward. */
  private readonly rewardedReferrer = new Set<number>()
  private readonly context: RewardsContext

  constructor(seed: RewardsSeed, context: RewardsContext) {
    this.campaigns = structuredClone(seed.campaigns)
    this.seeded = structuredClone(seed.rewards)
    this.context = context
    for (const c of seed.codes) this.codes.set(c.code, { userId: c.user_id, campaignId: c.campaign_id })
  }

  /** A user's rewards: the newest earned first (only it with `latest_ribbon`), then the seed's. */
  listRewards(userId: number): Reward[] {
    const earned = this.earned
      .filter((e) => e.userId === userId)
      .reverse()
      .map((e, index) => ({ ...structuredClone(e.reward), latest_ribbon: index === 0 }))
    const seeded = this.seeded.filter((r) => r.user_id === userId).map((r) => structuredClone(r.reward))
    return [...earned, ...seeded]
  }

  /** Every campaign (copies). */
  listCampaigns(): Campaign[] {
    return this.campaigns.map((c) => structuredClone(c.campaign))
  }

  /** A campaign, or undefined. */
  getCampaign(id: number): Campaign | undefined {
    const found = this.campaigns.find((c) => c.campaign.id === id)
    return found && structuredClone(found.campaign)
  }

  /** A user's referral code in a campaign: the seed's, else derived from the user id (stable). */
  codeOf(userId: number, campaignId: number): string {
    for (const [code, owner] of this.codes)
      if (owner.userId === userId && owner.campaignId === campaignId) return code
    const name = (this.context.firstNameOf(userId) ?? '')
      .normalize('NFKD')
      .replace(/[^A-Za-z]/g, '')
      .toUpperCase()
      .slice(0, 4)
    const code = `${name || 'SHARE'}-${(userId * 100 + campaignId).toString(36).toUpperCase()}`
    this.codes.set(code, { userId, campaignId })
    return code
  }

  /** A user's participation in a campaign as referrer (`GET /me/referralcampaign/{id}`). */
  referrerCampaign(userId: number, campaignId: number): ReferrerCampaign | undefined {
    const found = this.campaigns.find((c) => c.campaign.id === campaignId)
    if (!found) return undefined
    const code = this.codeOf(userId, campaignId)
    const ofCode = this.log.filter((entry) => entry.referral_campaign_code === code)
    const eligible = this.meetsIncentiveRules(userId, found.campaign)
    return {
      referral_campaign: {
        id: found.campaign.id,
        name: found.campaign.name,
        base_url: `${this.context.siteOrigin}/refer`,
        goals: structuredClone(found.campaign.goals),
        eligibility: structuredClone(found.campaign.eligibility),
        referral_code: code,
        share_url: `${this.context.siteOrigin}/refer/${encodeURIComponent(code)}`,
        referee_activity: structuredClone(ofCode),
        referrer_activity: structuredClone(ofCode.filter((entry) => this.rewardedReferrer.has(entry.id))),
        eligible_for_referral_incentive: eligible,
      },
    }
  }

  /**
   * Whether `refereeId` may use `code`, and their log entries with it; undefined for an unknown code.
   * `reason` says, for a person, why not.
   */
  refereeEligibility(
    code: string,
    refereeId: number,
  ): { eligible: boolean; reason?: string; activity: CampaignActivityLog[] } | undefined {
    const owner = this.findCode(code)
    const campaign = owner && this.campaigns.find((c) => c.campaign.id === owner.campaignId)?.campaign
    if (!owner || !campaign) return undefined
    const activity = structuredClone(
      this.log.filter((e) => e.referral_campaign_code === owner.code && e.referee_user_id === refereeId),
    )
    const reason = this.ineligibility(owner.userId, refereeId, campaign)
    return reason ? { eligible: false, reason, activity } : { eligible: true, activity }
  }

  /**
   * Logs a referral (`POST /referralcode/{code}/log`) and unlocks the campaign's rewards: the
   * referee's, and the referrer's when they meet the incentive rules. 404 unknown code, 400 1502
   * another `referrer_user_id` than the code's owner, 400 1501 an ineligible referee.
   */
  logReferral(
    code: string,
    refereeId: number,
    details: { referrer_user_id?: number; voucher_id?: string; product_id?: string },
  ): Outcome<CampaignActivityLog> {
    const owner = this.findCode(code)
    const found = owner && this.campaigns.find((c) => c.campaign.id === owner.campaignId)
    if (!owner || !found) return failure(404, ERROR_CODES.notFound, `No referral code ${code}`)
    if (details.referrer_user_id !== undefined && details.referrer_user_id !== owner.userId) {
      const message = 'referrer_user_id is not the owner of this referral code.'
      return failure(400, REWARDS_ERROR_CODES.notTheReferrer, message, { referrer_user_id: message })
    }
    const reason = this.ineligibility(owner.userId, refereeId, found.campaign)
    if (reason) return failure(400, REWARDS_ERROR_CODES.refereeNotEligible, reason)
    const entry: CampaignActivityLog = {
      id: this.log.length + 1,
      referrer_user_id: owner.userId,
      referee_user_id: refereeId,
      ...(details.voucher_id === undefined ? {} : { voucher_id: details.voucher_id }),
      ...(details.product_id === undefined ? {} : { product_id: details.product_id }),
      referral_campaign_code: owner.code,
    }
    this.log.push(entry)
    this.earn(refereeId, found.referee_reward, entry.id)
    if (this.meetsIncentiveRules(owner.userId, found.campaign)) {
      this.earn(owner.userId, found.referrer_reward, entry.id)
      this.rewardedReferrer.add(entry.id)
    }
    return success(structuredClone(entry))
  }

  /** The owner of a code (case-insensitive), with the code as issued. */
  private findCode(code: string): { userId: number; campaignId: number; code: string } | undefined {
    const wanted = code.trim().toUpperCase()
    for (const [issued, owner] of this.codes)
      if (issued.toUpperCase() === wanted) return { ...owner, code: issued }
    return undefined
  }

  private earn(userId: number, template: RewardTemplate, logId: number): void {
    this.earned.push({
      userId,
      reward: {
        ...structuredClone(template),
        name: `${template.name}-${logId}`,
        unlocked: true,
        latest_ribbon: true,
      },
    })
  }

  /** The referrer owns a product of every `referral_incentive` rule (voucher rules: the shop's, not checked). */
  private meetsIncentiveRules(userId: number, campaign: Campaign): boolean {
    const owned = this.context.productTypeIdsOf(userId)
    return productRules(campaign.eligibility.referral_incentive).every((id) => owned.includes(id))
  }

  /** Why a referee may not use a referrer's code in a campaign, for a person; undefined when they may. */
  private ineligibility(referrerId: number, refereeId: number, campaign: Campaign): string | undefined {
    if (referrerId === refereeId) return 'You cannot use your own referral code.'
    if (this.log.some((e) => e.referee_user_id === refereeId))
      return 'This account has already used a referral code.'
    const owned = this.context.productTypeIdsOf(refereeId)
    const already = productRules(campaign.eligibility.referee).filter((id) => owned.includes(id))
    if (already.length > 0) {
      const names = already.map((id) => this.context.productTypeName(id) ?? `product ${id}`).join(', ')
      return `This referral is for new customers; this account already owns ${names}.`
    }
    return undefined
  }
}

/** The product type ids of a list of rules. */
function productRules(rules: CampaignRule[]): number[] {
  return rules.flatMap((rule) => (rule.product_type_id === undefined ? [] : [rule.product_type_id]))
}
