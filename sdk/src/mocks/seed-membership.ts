/**
 * Seed of the membership services (decision 017): beta programs and memberships, partner promotions
 * and the codes users hold (profile service), referral campaigns, codes and rewards (rewards service),
 * the files of the users' cloud libraries, and the AI image providers — one of them down. Fixed ids,
 * dates and codes: no random data. Per-user entries name the seed users by id.
 */
import type { BetaProgram } from '../generated/profile/hooks.schemas.ts'
import type { Reward } from '../generated/rewards/hooks.schemas.ts'
import type { SeedAiProvider } from './ai-proxy/store.ts'
import type { SeedLibraryFile } from './cloud-library/store.ts'
import type { SeedBetaMembership } from './profile/beta-programs.ts'
import type { SeedPartnerPromotion, SeedPartnerPromotionCode } from './profile/partner-promotions.ts'
import type { RewardsSeed, RewardTemplate } from './rewards/store.ts'
import { licenseTypes, productTypes } from './seed-catalog.ts'

/** The membership part of a sandbox seed (each field optional in `SandboxSeed`: absent means none). */
export interface MembershipSeed {
  betaPrograms: { programs: BetaProgram[]; memberships: SeedBetaMembership[] }
  partnerPromotions: { promotions: SeedPartnerPromotion[]; codes: SeedPartnerPromotionCode[] }
  rewards: RewardsSeed
  libraryFiles: SeedLibraryFile[]
  aiProviders: SeedAiProvider[]
}

/** The ids of the seed's demo users. */
export interface DemoUserIds {
  alex: number
  sam: number
  robin: number
}

/** Ids of the files in Alex's cloud library (README "Trying it"). */
export const DEMO_LIBRARY_FILES = {
  playlist: 'f_01HZX4Q8J6N2',
  tone: 'f_01HZX4Q8J6N3',
  notes: 'f_01HZX4Q8J6N4',
} as const

/** Alex's referral code in the "Refer a friend to DJ Pro" campaign (id 1). */
export const DEMO_REFERRAL_CODE = 'RIV-7K2M'

/** A reward template with the site's logo and a call to action on the site. */
function reward(
  siteOrigin: string,
  fields: Pick<Reward, 'name' | 'headline' | 'description' | 'tags'> & {
    cta: [label: string, path: string]
    dark?: boolean
  },
): RewardTemplate {
  const logo = `${siteOrigin}/favicon.svg`
  return {
    name: fields.name,
    headline: fields.headline,
    description: fields.description,
    tags: fields.tags,
    cta: {
      primary_cta: fields.cta[0],
      primary_cta_link: `${siteOrigin}${fields.cta[1]}`,
      primary_cta_prefix: '',
      primary_cta_postfix: '',
    },
    template: {
      type: fields.dark ? 'dark' : 'light',
      logos: { dark: logo, light: logo },
      background_colour: fields.dark ? '#101820' : '#f4f4f5',
    },
  }
}

/**
 * A fresh membership seed: three beta programs (DJ Pro public beta, Studio beta, a closed Sample
 * beta; Alex is in the Studio one, Robin in the DJ Pro one without a qualifying licence, so
 * `validateall` drops it), three partner promotions (one ended; Alex holds a Splice code), two referral
 * campaigns (Alex's code `RIV-7K2M`, two rewards of his own), three files in Alex's library, and the
 * providers `openai` (up) and `stability` (down).
 */
export function createMembershipSeed(users: DemoUserIds, siteOrigin: string): MembershipSeed {
  const { alex, robin } = users
  const djProCampaign = {
    id: 1,
    name: 'Refer a friend to DJ Pro',
    goals: [{ voucher_type_id: 301, voucher_batch_id: 'REFER-DJPRO-2026', Quantity: 1 }],
    incentives: [{ voucher_type_id: 302, voucher_batch_id: 'REFER-DJPRO-REWARD', Quantity: 1 }],
    eligibility: {
      referral_incentive: [{ product_type_id: productTypes.djPro.id, owned: 'dj' as const }],
      referee: [{ product_type_id: productTypes.djPro.id, owned: 'dj' as const }],
    },
  }
  const studioCampaign = {
    id: 2,
    name: 'Studio: give a month, get a month',
    goals: [{ voucher_type_id: 311, voucher_batch_id: 'REFER-STUDIO-2026', Quantity: 1 }],
    incentives: [{ voucher_type_id: 312, voucher_batch_id: 'REFER-STUDIO-REWARD', Quantity: 1 }],
    eligibility: {
      referral_incentive: [{ product_type_id: productTypes.studio.id, owned: 'serato_studio' as const }],
      referee: [{ product_type_id: productTypes.studio.id, owned: 'serato_studio' as const }],
    },
  }
  return {
    betaPrograms: {
      programs: [
        {
          id: 'dj-pro-public-beta',
          name: 'DJ Pro 4.0 public beta',
          active: true,
          qualifying_license_type_ids: [String(licenseTypes.djPro.id)],
          memberships_groups: ['dj-pro-beta-testers'],
          download_url: `${siteOrigin}/dj/pro/downloads`,
        },
        {
          id: 'studio-beta',
          name: 'Studio 2.2 beta',
          active: true,
          qualifying_license_type_ids: [String(licenseTypes.studio.id)],
          download_url: `${siteOrigin}/studio/downloads`,
        },
        {
          id: 'sample-private-beta',
          name: 'Sample 2.1 private beta',
          active: false,
          qualifying_license_type_ids: [String(licenseTypes.sample.id)],
          download_url: `${siteOrigin}/sample/downloads`,
        },
      ],
      memberships: [
        { user_id: alex, beta_program_id: 'studio-beta' },
        { user_id: robin, beta_program_id: 'dj-pro-public-beta' },
      ],
    },
    partnerPromotions: {
      promotions: [
        { name: 'splice-3-months', code_prefix: 'SPLICE-3MO', active: true },
        { name: 'beatport-streaming-1-month', code_prefix: 'BEATPORT-1MO', active: true },
        { name: 'loopmasters-2025', code_prefix: 'LOOPM-25', active: false },
      ],
      codes: [{ user_id: alex, promotion_name: 'splice-3-months', user_added_at: '2026-03-14T10:20:00Z' }],
    },
    rewards: {
      campaigns: [
        {
          campaign: djProCampaign,
          referrer_reward: reward(siteOrigin, {
            name: 'referral-dj-pro-expansions',
            headline: 'A month of DJ Pro Expansions, on us',
            description: 'A friend joined DJ Pro with your referral link. Thank you!',
            tags: ['referral', 'dj-pro'],
            cta: ['Browse expansions', '/dj/pro/expansions'],
            dark: true,
          }),
          referee_reward: reward(siteOrigin, {
            name: 'welcome-dj-pro-discount',
            headline: '20% off DJ Pro',
            description: 'Welcome! A friend referred you: DJ Pro is 20% off for you.',
            tags: ['referral', 'dj-pro'],
            cta: ['See pricing', '/dj/pro/pricing'],
          }),
        },
        {
          campaign: studioCampaign,
          referrer_reward: reward(siteOrigin, {
            name: 'referral-studio-month',
            headline: 'A free month of Studio',
            description: 'A friend started Studio with your referral link.',
            tags: ['referral', 'studio'],
            cta: ['Open Studio', '/studio'],
          }),
          referee_reward: reward(siteOrigin, {
            name: 'welcome-studio-month',
            headline: 'Your first month of Studio is free',
            description: 'A friend referred you to Studio.',
            tags: ['referral', 'studio'],
            cta: ['See pricing', '/studio/pricing'],
          }),
        },
      ],
      rewards: [
        {
          user_id: alex,
          reward: {
            ...reward(siteOrigin, {
              name: 'dj-pro-welcome-pack',
              headline: 'DJ Pro welcome pack',
              description: '20 free samples for your first DJ Pro sets.',
              tags: ['dj-pro'],
              cta: ['Get the pack', '/dj/pro/expansions'],
            }),
            unlocked: true,
            latest_ribbon: false,
          },
        },
        {
          user_id: alex,
          reward: {
            ...reward(siteOrigin, {
              name: 'studio-loyalty',
              headline: 'Studio loyalty: 3 months free',
              description: 'Unlocks after 12 months of Studio.',
              tags: ['studio'],
              cta: ['See Studio', '/studio'],
              dark: true,
            }),
            unlocked: false,
            latest_ribbon: false,
          },
        },
      ],
      codes: [{ user_id: alex, campaign_id: 1, code: DEMO_REFERRAL_CODE }],
    },
    libraryFiles: [
      {
        user_id: alex,
        id: DEMO_LIBRARY_FILES.playlist,
        file_name: 'Friday set.m3u8',
        mime_type: 'audio/x-mpegurl',
        content: {
          text: [
            '#EXTM3U',
            '#EXTINF:412,Kerri Chandler - Rain',
            'Kerri Chandler - Rain.mp3',
            '#EXTINF:389,Floorplan - Never Grow Old',
            'Floorplan - Never Grow Old.mp3',
            '#EXTINF:455,Moodymann - Shades of Jae',
            'Moodymann - Shades of Jae.mp3',
            '',
          ].join('\n'),
        },
      },
      {
        user_id: alex,
        id: DEMO_LIBRARY_FILES.tone,
        file_name: 'Intro stab.wav',
        mime_type: 'audio/wav',
        content: { tone: { hertz: 440, seconds: 0.5 } },
      },
      {
        user_id: alex,
        id: DEMO_LIBRARY_FILES.notes,
        file_name: 'Set notes.txt',
        mime_type: 'text/plain; charset=utf-8',
        content: { text: 'Open with Rain at 122 BPM.\nKey change into Shades of Jae.\nClose before 2 am.\n' },
      },
    ],
    aiProviders: [
      { id: 'openai', available: true },
      { id: 'stability', available: false },
    ],
  }
}
