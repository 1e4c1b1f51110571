/**
 * The seed's campaign at the size of a real notification programme (issue 33): "Feature tips 2025",
 * 2,000 notifications, for the staff console's lists (search, sort, paging), their browser tests and
 * `bench:console`. Deterministic and built from real things, not random text: 20 tips on features of
 * DJ Pro, DJ Lite, Studio, Sample and Hex FX, each scheduled for a month from March to December 2025,
 * written in English, German, French, Spanish and Japanese, for macOS and Windows
 * (20 × 10 × 5 × 2 = 2,000). A notification holds its one language (so a German tip reaches German
 * locales only) and one host: the application from the version that has the feature, on that OS.
 *
 * Statuses follow the schedule as a team leaves a finished programme: the months up to October were
 * archived when they ended; November and December were still `active` when the campaign was archived;
 * December's Japanese tips never left `testing`, and Hex FX's Japanese ones were never translated past
 * `draft`. The campaign is `archived`, so none of it is delivered (`GET /me/notifications` and the
 * other seeded campaigns' tests are unchanged). Ids: campaign 99 (older than the others), notifications
 * 1001–3000, seeded after the others, so the other notifications' hosts and content items keep their ids.
 */
import type {
  AppName,
  ContentRequest,
  Language,
  OsName,
  Status,
} from '../../generated/notifications/hooks.schemas.ts'
import type { SeedCampaign, SeedNotification } from './seed-types.ts'

/** One tip: the application and feature it is about, and the version that brought the feature. */
interface Tip {
  /** Short name of the tip, the first words of each notification's name ("Stems"). */
  topic: string
  app: AppName
  /** The application's name as people say it. */
  product: string
  /** The first version with the feature: the host's `app_version_min`. */
  since: string
  /** The page the tip's button opens. */
  url: string
  template: 'banner' | 'modal'
  type: 'promotion' | 'system'
}

const DJ_PRO = 'https://serato.com/dj/pro'
const STUDIO = 'https://serato.com/studio'
const tip = (
  topic: string,
  app: AppName,
  product: string,
  since: string,
  url: string,
  template: Tip['template'] = 'banner',
  type: Tip['type'] = 'system',
): Tip => ({ topic, app, product, since, url, template, type })

/** The 20 tips, in the order the team planned them. */
const TIPS: readonly Tip[] = [
  tip('Stems', 'serato_dj_pro', 'DJ Pro', '3.0', `${DJ_PRO}/stems`, 'modal'),
  tip('Pitch ’n Time DJ', 'serato_dj_pro', 'DJ Pro', '2.0', `${DJ_PRO}/expansions`, 'banner', 'promotion'),
  tip('Serato Video', 'serato_dj_pro', 'DJ Pro', '2.0', `${DJ_PRO}/expansions`, 'modal', 'promotion'),
  tip('DVS', 'serato_dj_pro', 'DJ Pro', '2.0', `${DJ_PRO}/dvs`, 'banner', 'promotion'),
  tip('Practice Mode', 'serato_dj_pro', 'DJ Pro', '2.1', `${DJ_PRO}/tutorials`),
  tip('Serato Play', 'serato_dj_pro', 'DJ Pro', '2.1', `${DJ_PRO}/expansions`, 'banner', 'promotion'),
  tip('Smart Crates', 'serato_dj_pro', 'DJ Pro', '2.4', `${DJ_PRO}/tutorials`),
  tip('Streaming', 'serato_dj_pro', 'DJ Pro', '2.3', `${DJ_PRO}/streaming`),
  tip('Cloud Library Sync', 'serato_dj_pro', 'DJ Pro', '3.1', `${DJ_PRO}/cloud-library`, 'modal'),
  tip('Practice Mode', 'serato_dj_lite', 'DJ Lite', '1.5', 'https://serato.com/dj/lite/tutorials'),
  tip('Streaming', 'serato_dj_lite', 'DJ Lite', '1.5', 'https://serato.com/dj/lite/streaming'),
  tip('Upgrade to DJ Pro', 'serato_dj_lite', 'DJ Lite', '1.5', `${DJ_PRO}/pricing`, 'modal', 'promotion'),
  tip('Stem separation', 'serato_studio', 'Studio', '2.0', `${STUDIO}/stems`, 'modal'),
  tip('Drum sequencer', 'serato_studio', 'Studio', '2.0', `${STUDIO}/tutorials`),
  tip('MIDI export', 'serato_studio', 'Studio', '2.2', `${STUDIO}/tutorials`),
  tip('Key and tempo detection', 'serato_studio', 'Studio', '2.0', `${STUDIO}/tutorials`),
  tip('Find Samples', 'serato_sample', 'Sample', '1.0', 'https://serato.com/sample/tutorials'),
  tip('Time-stretch', 'serato_sample', 'Sample', '1.0', 'https://serato.com/sample/tutorials'),
  tip('Effect chains', 'serato_hex_fx', 'Hex FX', '1.0', 'https://serato.com/hex-fx'),
  tip('Tempo-synced delays', 'serato_hex_fx', 'Hex FX', '1.0', 'https://serato.com/hex-fx'),
]

/** The months of 2025 the programme ran, March to December (1-based month numbers). */
const MONTHS = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const
const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** The programme's languages, and how each writes a tip's title, text and button. */
const WRITING: Record<
  'en' | 'de' | 'fr' | 'es' | 'ja',
  { name: string; title: (t: Tip) => string; body: (t: Tip) => string; cta: string }
> = {
  en: {
    name: 'English',
    title: (t) => `Tip: ${t.topic} in ${t.product}`,
    body: (t) => `${t.topic} is in ${t.product} ${t.since} and later. Two minutes show you how.`,
    cta: 'Show me how',
  },
  de: {
    name: 'German',
    title: (t) => `Tipp: ${t.topic} in ${t.product}`,
    body: (t) => `${t.topic} gibt es ab ${t.product} ${t.since}. In zwei Minuten erklärt.`,
    cta: 'Zeig es mir',
  },
  fr: {
    name: 'French',
    title: (t) => `Astuce : ${t.topic} dans ${t.product}`,
    body: (t) => `${t.topic} est disponible dès ${t.product} ${t.since}. Deux minutes pour tout voir.`,
    cta: 'Voir comment',
  },
  es: {
    name: 'Spanish',
    title: (t) => `Consejo: ${t.topic} en ${t.product}`,
    body: (t) => `${t.topic} está en ${t.product} ${t.since} y posteriores. Te lo mostramos en dos minutos.`,
    cta: 'Ver cómo',
  },
  ja: {
    name: 'Japanese',
    title: (t) => `ヒント：${t.product} の ${t.topic}`,
    body: (t) => `${t.topic} は ${t.product} ${t.since} 以降で使えます。2 分で使い方をご紹介します。`,
    cta: '使い方を見る',
  },
}
const LANGUAGES = Object.keys(WRITING) as (keyof typeof WRITING)[]

/** The hosts' operating systems, with the oldest OS version the 2025 releases support. */
const SYSTEMS: readonly { os: OsName; name: string; min: string }[] = [
  { os: 'mac', name: 'macOS', min: '11.0' },
  { os: 'win', name: 'Windows', min: '10.0' },
]

/** What tests and the bench need to know of the campaign. */
export const FEATURE_TIPS = {
  campaignId: '99',
  campaignName: 'Feature tips 2025',
  /** How many notifications it has. */
  count: TIPS.length * MONTHS.length * LANGUAGES.length * SYSTEMS.length,
  /** The name of each notification: "{topic} tip · {Mon} 2025 · {product} · {OS} · {language}". */
  name: (topic: string, month: number, product: string, os: string, language: string) =>
    `${topic} tip · ${MONTH_NAMES[month - 1]} 2025 · ${product} · ${os} · ${language}`,
} as const

const two = (n: number) => String(n).padStart(2, '0')
/** Midnight UTC on the first of `month` of 2025 (13: January 2026). */
const monthStart = (month: number) =>
  month > 12 ? '2026-01-01T00:00:00Z' : `2025-${two(month)}-01T00:00:00Z`

function statusOf(tipIndex: number, month: number, language: Language): Status {
  if (TIPS[tipIndex]?.app === 'serato_hex_fx' && language === 'ja') return 'draft'
  if (month === 12 && language === 'ja') return 'testing'
  return month >= 11 ? 'active' : 'archived'
}

function contentOf(t: Tip, language: keyof typeof WRITING): ContentRequest {
  const writing = WRITING[language]
  return {
    text: [
      { mime_type: 'text/plain', content: writing.title(t), metadata: { metadata_id: 'title' } },
      { mime_type: 'text/plain', content: writing.body(t), metadata: { metadata_id: 'body' } },
    ],
    actions: [{ label: writing.cta, url: t.url, metadata: { metadata_id: 'cta' } }],
    media: [],
  }
}

/** The campaign "Feature tips 2025" and its 2,000 notifications (ids 1001–3000), oldest first. */
export function featureTipsSeed(): { campaign: SeedCampaign; notifications: SeedNotification[] } {
  const campaign: SeedCampaign = {
    id: FEATURE_TIPS.campaignId,
    uuid: '6f1d2c9e-4b7a-4c1e-9a55-0d3e8f1a0099',
    name: FEATURE_TIPS.campaignName,
    description: 'A tip a month on one feature of each application, per language and OS.',
    anonymous: true,
    status: 'archived',
    starts_at: monthStart(3),
    ends_at: monthStart(13),
    created_at: '2025-02-10T09:00:00Z',
  }
  const notifications: SeedNotification[] = []
  let id = 1001
  for (const month of MONTHS)
    for (const [tipIndex, t] of TIPS.entries())
      for (const language of LANGUAGES)
        for (const system of SYSTEMS) {
          notifications.push({
            id: String(id++),
            campaign_id: campaign.id,
            name: FEATURE_TIPS.name(t.topic, month, t.product, system.name, WRITING[language].name),
            type: t.type,
            // Planned per tip (the launch-critical ones highest), a little higher for each later month.
            priority: ((tipIndex * 7) % 20) + month,
            template_name: t.template,
            template_option: (tipIndex + month) % 2 === 0 ? 'dark' : 'light',
            is_persistent: false,
            is_takeover: false,
            status: statusOf(tipIndex, month, language),
            starts_at: monthStart(month),
            ends_at: monthStart(month + 1),
            // Written in the second half of the month before, one language after the other.
            created_at: `2025-${two(month - 1)}-15T${two(9 + LANGUAGES.indexOf(language))}:${two(tipIndex * 2 + SYSTEMS.indexOf(system))}:00Z`,
            hosts: [
              { app_name: t.app, app_version_min: t.since, os_name: system.os, os_version_min: system.min },
            ],
            content: { [language]: contentOf(t, language) },
          })
        }
  return { campaign, notifications }
}
