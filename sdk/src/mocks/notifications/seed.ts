/**
 * Seed of the fake notification service (deterministic, no faker): the templates, five campaigns with
 * notifications across DJ Pro, DJ Lite, Studio, Sample and Hex FX, on mac and win, in English and
 * German (the feature tips also in French, Spanish and Japanese), and the test users. Chosen so that every targeting rule has a case in the seed:
 * - 301 live banner for DJ Pro 3.x (mac from OS 11, win from OS 10), en + de;
 * - 302 takeover for DJ Pro 4.0 and later in `testing`: enabled test users only;
 * - 303 modal for DJ Lite 1.5 and later, English only (German locales fall back to en);
 * - 304 banner that ended on 1 July 2026 (out of schedule);
 * - 305 release notes for Studio 2.0 – 2.1.99 in a campaign for signed-in users only;
 * - 306 a `draft`; 307 Sample 1.x on mac only; 308 starts on 1 January 2029 (out of schedule);
 * - 309 in the archived Black Friday 2025 campaign;
 * - 300 in campaign 100, both drafts (delivered to nobody): real-world input for the console's screens
 *   ({@link LONG_VALUES}: a 200-character name without a space, emoji, right-to-left text, versions as
 *   applications report them). Seeded last, with ids below the others, so the ids the
 *   API hands out next stay as they were (campaign 104, hosts and content items).
 * - 99 "Feature tips 2025": 2,000 archived-campaign notifications (1001–3000) for the console at the size
 *   of a real programme (`seed-feature-tips.ts`, issue 33); seeded after all the others, so their hosts
 *   and content items keep their ids. The next notification the API creates is 3001.
 */
import type { ContentRequest, Template, TestUser } from '../../generated/notifications/hooks.schemas.ts'
import { featureTipsSeed } from './seed-feature-tips.ts'
import type { NotificationSeed, SeedCampaign, SeedNotification } from './seed-types.ts'

const item = (metadata_id: string, required: boolean, order: number) => ({ metadata_id, required, order })

/** The notification templates (`GET /templates`); `metadata_id`s tie content items to their places. */
export const NOTIFICATION_TEMPLATES: Template[] = [
  {
    name: 'banner',
    description: 'A strip across the top of the main window: a title, a line of text and an optional button.',
    is_takeover: false,
    compatible_hosts: [
      { app_name: 'serato_dj_pro', app_version_min: '3.0', app_version_max: '0' },
      { app_name: 'serato_dj_lite', app_version_min: '1.0', app_version_max: '0' },
      { app_name: 'serato_studio', app_version_min: '2.0', app_version_max: '0' },
      { app_name: 'serato_sample', app_version_min: '1.0', app_version_max: '0' },
      { app_name: 'serato_hex_fx', app_version_min: '1.0', app_version_max: '0' },
    ],
    options: ['dark', 'light'],
    text_items: [item('title', true, 0), item('body', true, 1)],
    action_items: [item('cta', false, 0)],
    media_items: [],
  },
  {
    name: 'modal',
    description: 'A dialog over the main window: an optional image, a title, text and one or two buttons.',
    is_takeover: false,
    compatible_hosts: [
      { app_name: 'serato_dj_pro', app_version_min: '3.0', app_version_max: '0' },
      { app_name: 'serato_dj_lite', app_version_min: '1.5', app_version_max: '0' },
      { app_name: 'serato_studio', app_version_min: '2.0', app_version_max: '0' },
      { app_name: 'serato_hex_fx', app_version_min: '1.0', app_version_max: '0' },
    ],
    options: ['dark', 'light', 'dark-orange-button', 'light-orange-button'],
    text_items: [item('title', true, 0), item('body', true, 1)],
    action_items: [item('cta', true, 0), item('secondary', false, 1)],
    media_items: [item('image', false, 0)],
  },
  {
    name: 'takeover',
    description: 'Fills the window at start-up until dismissed: a large image, a title, text and a button.',
    is_takeover: true,
    compatible_hosts: [
      { app_name: 'serato_dj_pro', app_version_min: '3.2', app_version_max: '0' },
      { app_name: 'serato_studio', app_version_min: '2.0', app_version_max: '0' },
    ],
    options: ['dark', 'light'],
    text_items: [item('title', true, 0), item('body', true, 1)],
    action_items: [item('cta', true, 0)],
    media_items: [item('image', true, 0)],
  },
]

/** A 4 × 2 gradient PNG: an image that renders anywhere without a network (seed media). */
const GRADIENT_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAQAAAACCAIAAADwyuo0AAAAIklEQVR42mMQkdCw0XCbZmPzoUKDgYtHQkPGKE9H50SCAgBORgZPF2RxswAAAABJRU5ErkJggg=='

/** Content in the shape of `PUT /notifications/{id}/content/{language}`. */
function content(
  title: string,
  body: string,
  cta?: { label: string; url: string },
  image = false,
): ContentRequest {
  return {
    text: [
      { mime_type: 'text/plain', content: title, metadata: { metadata_id: 'title' } },
      { mime_type: 'text/plain', content: body, metadata: { metadata_id: 'body' } },
    ],
    actions: cta ? [{ ...cta, metadata: { metadata_id: 'cta' } }] : [],
    media: image
      ? [{ mime_type: 'image/png', src: { medium: GRADIENT_PNG }, metadata: { metadata_id: 'image' } }]
      : [],
  }
}

const DJ_PRO_URL = 'https://serato.com/dj/pro'
const STUDIO_URL = 'https://serato.com/studio'

/**
 * The seed's real-world input (issue 25): what staff paste and applications report. A screen that
 * shows these without sideways scrolling at 375, 768 and 1280 px holds up to long and unusual input.
 */
export const LONG_VALUES = {
  /** Campaign 100's name: 200 characters without a space (a pasted identifier). */
  campaignName: 'DJPro4LaunchWeek_EMEA_APAC_AMER_'.repeat(7).slice(0, 200),
  campaignId: '100',
  /** Notification 300's name: emoji and right-to-left (Arabic, Hebrew) text among Latin words. */
  notificationName: '🎧🔥 Launch week — أسبوع الإطلاق — שבוע ההשקה — DJ Pro 4 🎛️',
  notificationId: '300',
  /** Its English title: one 120-character word (a product code pasted as is). */
  title: `${'StemsSeparationFXPackBundle'.repeat(5).slice(0, 120)}`,
} as const

const campaigns: SeedCampaign[] = [
  {
    id: '101',
    uuid: '6f1d2c9e-4b7a-4c1e-9a55-0d3e8f1a0101',
    name: 'DJ Pro 4.0 launch',
    description: 'Tell DJ Pro 3 and DJ Lite users about version 4; welcome those who upgraded.',
    anonymous: true,
    status: 'active',
    starts_at: '2026-09-01T00:00:00Z',
    created_at: '2026-08-20T10:00:00Z',
  },
  {
    id: '102',
    uuid: '6f1d2c9e-4b7a-4c1e-9a55-0d3e8f1a0102',
    name: 'Studio 2.2 release notes',
    description: 'What is new in Studio 2.2, for signed-in users of Studio 2.0 and 2.1.',
    anonymous: false,
    status: 'active',
    starts_at: '2026-10-01T00:00:00Z',
    created_at: '2026-09-15T08:30:00Z',
  },
  {
    id: '103',
    uuid: '6f1d2c9e-4b7a-4c1e-9a55-0d3e8f1a0103',
    name: 'Black Friday 2025',
    anonymous: true,
    status: 'archived',
    starts_at: '2025-11-28T00:00:00Z',
    ends_at: '2025-12-02T00:00:00Z',
    created_at: '2025-11-10T12:00:00Z',
  },
  {
    id: LONG_VALUES.campaignId,
    uuid: '6f1d2c9e-4b7a-4c1e-9a55-0d3e8f1a0100',
    name: LONG_VALUES.campaignName,
    description:
      '🎉 Every region at once. العربية: حملة إطلاق عالمية لجميع المستخدمين. עברית: קמפיין השקה עולמי לכל המשתמשים. 日本語も。',
    anonymous: true,
    status: 'draft',
    starts_at: '2027-03-01T00:00:00Z',
    ends_at: '2027-03-08T00:00:00Z',
    created_at: '2025-06-01T09:00:00Z',
  },
]

const notifications: SeedNotification[] = [
  {
    id: '301',
    campaign_id: '101',
    name: 'Upgrade banner for DJ Pro 3',
    type: 'promotion',
    priority: 10,
    template_name: 'banner',
    template_option: 'dark',
    is_persistent: false,
    is_takeover: false,
    status: 'active',
    created_at: '2026-08-20T10:15:00Z',
    hosts: [
      {
        app_name: 'serato_dj_pro',
        app_version_min: '3.0',
        app_version_max: '3.9.99',
        os_name: 'mac',
        os_version_min: '11.0',
      },
      {
        app_name: 'serato_dj_pro',
        app_version_min: '3.0',
        app_version_max: '3.9.99',
        os_name: 'win',
        os_version_min: '10.0',
      },
    ],
    content: {
      en: content(
        'DJ Pro 4.0 is here',
        'Stems, a new library and 40 new effects. Free for DJ Pro 3 owners.',
        {
          label: "See what's new",
          url: DJ_PRO_URL,
        },
      ),
      de: content(
        'DJ Pro 4.0 ist da',
        'Stems, eine neue Bibliothek und 40 neue Effekte. Kostenlos für DJ Pro 3.',
        {
          label: 'Neuheiten ansehen',
          url: DJ_PRO_URL,
        },
      ),
    },
  },
  {
    id: '302',
    campaign_id: '101',
    name: 'DJ Pro 4 welcome takeover',
    type: 'system',
    priority: 20,
    template_name: 'takeover',
    template_option: 'dark',
    is_persistent: false,
    is_takeover: true,
    status: 'testing',
    created_at: '2026-08-22T09:00:00Z',
    hosts: [{ app_name: 'serato_dj_pro', app_version_min: '4.0' }],
    content: {
      en: content(
        'Welcome to DJ Pro 4',
        'Take the tour: stems, the new library and what moved where.',
        {
          label: 'Start the tour',
          url: `${DJ_PRO_URL}/tutorials`,
        },
        true,
      ),
      de: content(
        'Willkommen bei DJ Pro 4',
        'Die Tour zeigt Stems, die neue Bibliothek und was sich geändert hat.',
        {
          label: 'Tour starten',
          url: `${DJ_PRO_URL}/tutorials`,
        },
        true,
      ),
    },
  },
  {
    id: '303',
    campaign_id: '101',
    name: 'DJ Lite: step up to DJ Pro 4',
    type: 'promotion',
    priority: 5,
    template_name: 'modal',
    template_option: 'light-orange-button',
    is_persistent: false,
    is_takeover: false,
    status: 'active',
    created_at: '2026-08-25T14:40:00Z',
    hosts: [
      { app_name: 'serato_dj_lite', app_version_min: '1.5', os_name: 'mac' },
      { app_name: 'serato_dj_lite', app_version_min: '1.5', os_name: 'win' },
    ],
    content: {
      en: content(
        'Ready for more decks?',
        'DJ Pro 4 adds four decks, stems and recording. 20% off for DJ Lite users.',
        {
          label: 'Upgrade now',
          url: `${DJ_PRO_URL}/pricing`,
        },
      ),
    },
  },
  {
    id: '304',
    campaign_id: '101',
    name: 'Summer sale 2026',
    type: 'promotion',
    priority: 15,
    template_name: 'banner',
    template_option: 'light',
    is_persistent: false,
    is_takeover: false,
    status: 'active',
    starts_at: '2026-06-01T00:00:00Z',
    ends_at: '2026-07-01T00:00:00Z',
    created_at: '2026-05-20T11:00:00Z',
    hosts: [{ app_name: 'serato_dj_pro' }],
    content: {
      en: content('Summer sale: 30% off expansions', 'Pitch ’n Time, Video and FX packs, until 30 June.', {
        label: 'Shop the sale',
        url: `${DJ_PRO_URL}/expansions`,
      }),
      de: content(
        'Sommerangebot: 30 % auf Erweiterungen',
        'Pitch ’n Time, Video und FX-Pakete, bis 30. Juni.',
        {
          label: 'Zum Angebot',
          url: `${DJ_PRO_URL}/expansions`,
        },
      ),
    },
  },
  {
    id: '305',
    campaign_id: '102',
    name: "What's new in Studio 2.2",
    type: 'system',
    priority: 10,
    template_name: 'banner',
    template_option: 'light',
    is_persistent: true,
    is_takeover: false,
    status: 'active',
    created_at: '2026-09-15T09:00:00Z',
    hosts: [
      {
        app_name: 'serato_studio',
        app_version_min: '2.0',
        app_version_max: '2.1.99',
        os_name: 'mac',
        os_version_min: '12.0',
      },
      {
        app_name: 'serato_studio',
        app_version_min: '2.0',
        app_version_max: '2.1.99',
        os_name: 'win',
        os_version_min: '10.0.0.19041',
      },
    ],
    content: {
      en: content(
        'Studio 2.2 is ready',
        'Stem separation, a faster sampler and MIDI export. Update from the Help menu.',
        {
          label: 'Read the release notes',
          url: `${STUDIO_URL}/downloads`,
        },
      ),
      de: content(
        'Studio 2.2 ist bereit',
        'Stem-Trennung, ein schnellerer Sampler und MIDI-Export. Update im Hilfe-Menü.',
        {
          label: 'Versionshinweise lesen',
          url: `${STUDIO_URL}/downloads`,
        },
      ),
    },
  },
  {
    id: '306',
    campaign_id: '102',
    name: 'Stems tutorial (draft)',
    type: 'system',
    priority: 0,
    template_name: 'modal',
    template_option: 'dark',
    is_persistent: false,
    is_takeover: false,
    status: 'draft',
    created_at: '2026-10-02T16:20:00Z',
    hosts: [{ app_name: 'serato_studio', app_version_min: '2.2' }],
    content: {
      en: content('Make a remix with stems', 'A five-minute tutorial on the new stem separation.', {
        label: 'Watch the tutorial',
        url: `${STUDIO_URL}/tutorials`,
      }),
    },
  },
  {
    id: '307',
    campaign_id: '102',
    name: 'Sample 2.0 for Sample 1 users (mac)',
    type: 'licensing',
    priority: 8,
    template_name: 'banner',
    template_option: 'dark',
    is_persistent: false,
    is_takeover: false,
    status: 'active',
    created_at: '2026-10-05T10:00:00Z',
    hosts: [{ app_name: 'serato_sample', app_version_min: '1.0', app_version_max: '1.9.99', os_name: 'mac' }],
    content: {
      en: content(
        'Sample 2.0: your licence carries over',
        'Install Sample 2.0 and sign in: your Sample 1 licence works.',
        {
          label: 'Download Sample 2.0',
          url: 'https://serato.com/sample/downloads',
        },
      ),
      de: content(
        'Sample 2.0: Ihre Lizenz gilt weiter',
        'Installieren Sie Sample 2.0 und melden Sie sich an: Ihre Lizenz gilt.',
        {
          label: 'Sample 2.0 laden',
          url: 'https://serato.com/sample/downloads',
        },
      ),
    },
  },
  {
    id: '308',
    campaign_id: '102',
    name: 'Hex FX inside Studio',
    type: 'promotion',
    priority: 3,
    template_name: 'modal',
    template_option: 'dark-orange-button',
    is_persistent: false,
    is_takeover: false,
    status: 'active',
    starts_at: '2029-01-01T00:00:00Z',
    created_at: '2026-10-20T13:00:00Z',
    hosts: [
      { app_name: 'serato_studio', app_version_min: '2.0' },
      { app_name: 'serato_hex_fx', app_version_min: '1.0' },
    ],
    content: {
      en: content('Hex FX now runs inside Studio', 'Use every Hex FX effect on Studio tracks.', {
        label: 'Try Hex FX',
        url: 'https://serato.com/hex-fx',
      }),
      de: content('Hex FX jetzt in Studio', 'Alle Hex FX-Effekte auf Studio-Spuren.', {
        label: 'Hex FX testen',
        url: 'https://serato.com/hex-fx',
      }),
    },
  },
  {
    id: '309',
    campaign_id: '103',
    name: 'Black Friday: 50% off DJ Pro',
    type: 'promotion',
    priority: 30,
    template_name: 'takeover',
    template_option: 'dark',
    is_persistent: false,
    is_takeover: true,
    status: 'active',
    created_at: '2025-11-10T12:30:00Z',
    hosts: [{ app_name: 'serato_dj_pro' }, { app_name: 'serato_dj_lite' }],
    content: {
      en: content(
        'Black Friday: 50% off DJ Pro',
        'Four days only.',
        { label: 'Buy now', url: `${DJ_PRO_URL}/pricing` },
        true,
      ),
    },
  },
  {
    id: LONG_VALUES.notificationId,
    campaign_id: LONG_VALUES.campaignId,
    name: LONG_VALUES.notificationName,
    type: 'promotion',
    priority: 1,
    template_name: 'modal',
    template_option: 'dark',
    is_persistent: false,
    is_takeover: false,
    status: 'draft',
    created_at: '2025-06-01T09:30:00Z',
    hosts: [
      // Versions as applications report them: four parts for the app, macOS 14.5.
      {
        app_name: 'serato_dj_pro',
        app_version_min: '3.2.0.1234',
        app_version_max: '3.9.99.99999',
        os_name: 'mac',
        os_version_min: '14.5',
      },
      { app_name: 'serato_dj_pro', app_version_min: '3.2.0.1234', os_name: 'win', os_version_min: '10.0' },
    ],
    content: {
      en: content(
        LONG_VALUES.title,
        `🎧 ${'Unbroken'.repeat(30)} — مرحبا بكم في الإصدار الرابع — ברוכים הבאים לגרסה 4 🎉`,
        {
          label: '🔥 Upgrade — ترقية — שדרוג',
          url: `${DJ_PRO_URL}/pricing?campaign=${'launch-week-'.repeat(12)}end`,
        },
      ),
      de: content(
        'Einführungswoche: Donaudampfschifffahrtsgesellschaftskapitänsmützenabzeichen',
        'Äußerst übersichtliche Überraschungen für Straßenmusikerinnen 🎶',
        { label: 'Jetzt aktualisieren', url: `${DJ_PRO_URL}/pricing` },
      ),
    },
  },
]

/**
 * A fresh copy of the notification seed.
 * @param testUsers the test users (user ids of the identity seed)
 */
export function createNotificationSeed(testUsers: TestUser[]): NotificationSeed {
  const tips = featureTipsSeed()
  return structuredClone({
    templates: NOTIFICATION_TEMPLATES,
    campaigns: [tips.campaign, ...campaigns],
    notifications: [...notifications, ...tips.notifications],
    testUsers,
  })
}
