/**
 * The targeting rules as a table: one row per rule and per edge (version bounds equal, schedule
 * boundaries, language fallback), each naming what the row expects — delivered in a language, or
 * excluded for a reason.
 */
import { describe, expect, it } from 'vitest'
import type {
  Campaign,
  Content,
  Host,
  Notification,
  TestUser,
} from '../generated/notifications/hooks.schemas.ts'
import { chooseContent, localeLanguage, type TargetingInput, targetNotifications } from './targeting.ts'

const NOW = Date.parse('2026-11-23T12:00:00Z')
const STAMP = '2026-01-01T00:00:00Z'
const TESTER = 42
const DISABLED_TESTER = 43
const CUSTOMER = 7

const campaign = (fields: Partial<Campaign> = {}): Campaign => ({
  id: '1',
  name: 'Launch',
  uuid: '00000000-0000-4000-8000-000000000001',
  anonymous: true,
  status: 'active',
  created_at: STAMP,
  updated_at: STAMP,
  ...fields,
})

const host = (fields: Partial<Host> = {}): Host => ({
  id: '1',
  app_name: 'serato_dj_pro',
  app_version_min: '0',
  app_version_max: '0',
  os_version_min: '0',
  os_version_max: '0',
  ...fields,
})

const content = (language: Content['language'], title = `${language} title`): Content => ({
  language,
  text: [
    { id: `${language}-1`, mime_type: 'text/plain', content: title, metadata: { metadata_id: 'title' } },
  ],
})

const notification = (fields: Partial<Notification> = {}): Notification => ({
  id: '1',
  name: 'Banner',
  campaign: campaign(),
  compatible_hosts: [host()],
  languages: ['en'],
  priority: 0,
  is_takeover: false,
  content: [content('en')],
  is_persistent: false,
  status: 'active',
  created_at: STAMP,
  updated_at: STAMP,
  ...fields,
})

const testUsers: TestUser[] = [
  { user_id: TESTER, enabled: true, created_at: STAMP, updated_at: STAMP },
  { user_id: DISABLED_TESTER, enabled: false, created_at: STAMP, updated_at: STAMP },
]

const at = (offsetMs: number) => new Date(NOW + offsetMs).toISOString()

type Row = [
  name: string,
  notification: Partial<Notification>,
  request: Partial<Omit<TargetingInput, 'notifications' | 'testUsers'>>,
  expected: string,
]

/** `expected`: `delivered <language> <match>` or `<reason>: <message part>`. */
const rows: Row[] = [
  // status
  ['active in an active campaign', {}, {}, 'delivered en default'],
  ['draft', { status: 'draft' }, {}, 'status: Notification is draft'],
  ['archived', { status: 'archived' }, {}, 'status: Notification is archived'],
  [
    'active in a draft campaign',
    { campaign: campaign({ status: 'draft' }) },
    {},
    'status: Campaign is draft',
  ],
  [
    'testing in an archived campaign',
    { status: 'testing', campaign: campaign({ status: 'archived' }) },
    { userId: TESTER },
    'status: Campaign is archived',
  ],
  // test users
  ['testing, nobody signed in', { status: 'testing' }, {}, 'not_test_user: nobody is signed in'],
  [
    'testing, a customer',
    { status: 'testing' },
    { userId: CUSTOMER },
    'not_test_user: user 7 is not a test user',
  ],
  [
    'testing, a disabled test user',
    { status: 'testing' },
    { userId: DISABLED_TESTER },
    'not_test_user: test user 43 is disabled',
  ],
  [
    'testing, an enabled test user, draft campaign',
    { status: 'testing', campaign: campaign({ status: 'draft' }) },
    { userId: TESTER },
    'delivered en default',
  ],
  // sign-in
  [
    'signed-in campaign, nobody signed in',
    { campaign: campaign({ anonymous: false }) },
    {},
    'sign_in_required: signed-in users only',
  ],
  [
    'signed-in campaign, a customer',
    { campaign: campaign({ anonymous: false }) },
    { userId: CUSTOMER },
    'delivered en default',
  ],
  // schedule: starts_at ≤ now < ends_at
  [
    'campaign starts in 1 ms',
    { campaign: campaign({ starts_at: at(1) }) },
    {},
    `schedule: Campaign starts ${at(1)}`,
  ],
  ['campaign starts now', { campaign: campaign({ starts_at: at(0) }) }, {}, 'delivered en default'],
  ['campaign ends now', { campaign: campaign({ ends_at: at(0) }) }, {}, `schedule: Campaign ended ${at(0)}`],
  ['campaign ends in 1 ms', { campaign: campaign({ ends_at: at(1) }) }, {}, 'delivered en default'],
  ['notification ended an hour ago', { ends_at: at(-3_600_000) }, {}, 'schedule: Notification ended'],
  ['notification starts tomorrow', { starts_at: at(86_400_000) }, {}, 'schedule: Notification starts'],
  // app
  ['no host specifications', { compatible_hosts: [] }, {}, 'app: Has no host specifications'],
  [
    'another app',
    { compatible_hosts: [host({ app_name: 'serato_studio' })] },
    {},
    'app: Not for serato_dj_pro',
  ],
  // app version: inclusive bounds, 0 = any
  [
    'version below min',
    { compatible_hosts: [host({ app_version_min: '3.2' })] },
    { host: { app_name: 'serato_dj_pro', app_version: '3.1.9' } },
    'app_version: Targets serato_dj_pro 3.2 or later; the host sent version 3.1.9',
  ],
  [
    'version = min = max',
    { compatible_hosts: [host({ app_version_min: '3.2.1', app_version_max: '3.2.1' })] },
    { host: { app_name: 'serato_dj_pro', app_version: '3.2.1' } },
    'delivered en default',
  ],
  [
    'min = max, one build later',
    { compatible_hosts: [host({ app_version_min: '3.2.1', app_version_max: '3.2.1' })] },
    { host: { app_name: 'serato_dj_pro', app_version: '3.2.1.1' } },
    'app_version: exactly 3.2.1',
  ],
  [
    'version = max',
    { compatible_hosts: [host({ app_version_min: '3.0', app_version_max: '3.9' })] },
    { host: { app_name: 'serato_dj_pro', app_version: '3.9.0.0' } },
    'delivered en default',
  ],
  [
    '3.10 is above 3.9',
    { compatible_hosts: [host({ app_version_max: '3.9' })] },
    { host: { app_name: 'serato_dj_pro', app_version: '3.10' } },
    'app_version: up to 3.9',
  ],
  [
    '4.0 equals 4.0.0',
    { compatible_hosts: [host({ app_version_min: '4.0.0', app_version_max: '4.0' })] },
    { host: { app_name: 'serato_dj_pro', app_version: '4' } },
    'delivered en default',
  ],
  [
    'no version sent, range set',
    { compatible_hosts: [host({ app_version_min: '3.0' })] },
    { host: { app_name: 'serato_dj_pro' } },
    'app_version: the host sent no version',
  ],
  ['no version sent, any version', {}, { host: { app_name: 'serato_dj_pro' } }, 'delivered en default'],
  // OS and OS version
  [
    'another OS',
    { compatible_hosts: [host({ os_name: 'mac' })] },
    { host: { app_name: 'serato_dj_pro', os_name: 'win' } },
    'os: Targets mac only; the host sent OS win',
  ],
  [
    'host for every OS',
    {},
    { host: { app_name: 'serato_dj_pro', os_name: 'win', os_version: '10.0' } },
    'delivered en default',
  ],
  [
    'OS version below min',
    { compatible_hosts: [host({ os_name: 'mac', os_version_min: '12.0' })] },
    { host: { app_name: 'serato_dj_pro', os_name: 'mac', os_version: '11.7.10' } },
    'os_version: Targets mac 12.0 or later; the host sent OS version 11.7.10',
  ],
  [
    'OS version = min',
    { compatible_hosts: [host({ os_name: 'mac', os_version_min: '12.0' })] },
    { host: { app_name: 'serato_dj_pro', os_name: 'mac', os_version: '12' } },
    'delivered en default',
  ],
  [
    'no OS version sent, range set',
    { compatible_hosts: [host({ os_version_max: '10.0' })] },
    { host: { app_name: 'serato_dj_pro', os_name: 'win' } },
    'os_version: the host sent no OS version',
  ],
  [
    'the closest host decides the reason',
    {
      compatible_hosts: [
        host({ app_name: 'serato_studio' }),
        host({ app_version_max: '3.9.99' }),
        host({ app_name: 'serato_sample' }),
      ],
    },
    { host: { app_name: 'serato_dj_pro', app_version: '4.0' } },
    'app_version: 3.9.99',
  ],
  [
    'one matching host of several is enough',
    { compatible_hosts: [host({ os_name: 'mac' }), host({ os_name: 'win', os_version_min: '10.0' })] },
    { host: { app_name: 'serato_dj_pro', os_name: 'win', os_version: '11.0' } },
    'delivered en default',
  ],
  // language: the locale's language, else en
  ['en_GB → en', {}, { locale: 'en_GB' }, 'delivered en language'],
  ['en-GB → en', {}, { locale: 'en-GB' }, 'delivered en language'],
  ['de → de', { content: [content('en'), content('de')] }, { locale: 'de' }, 'delivered de exact'],
  ['DE_at → de', { content: [content('en'), content('de')] }, { locale: 'DE_at' }, 'delivered de language'],
  ['de_AT without German → en', {}, { locale: 'de_AT' }, 'delivered en default'],
  [
    'fr without French or English',
    { content: [content('de')] },
    { locale: 'fr_FR' },
    'language: No content in fr nor en',
  ],
  ['no locale, no English', { content: [content('de')] }, {}, 'language: No content in en'],
  [
    'German content without text falls back to en',
    { content: [content('en'), content('de', ' ')] },
    { locale: 'de' },
    'delivered en default',
  ],
]

describe('targetNotifications', () => {
  it.each(rows)('%s', (_, fields, request, expected) => {
    const input: TargetingInput = {
      notifications: [notification(fields)],
      testUsers,
      host: { app_name: 'serato_dj_pro', app_version: '3.5', os_name: 'mac', os_version: '14.5' },
      now: NOW,
      ...request,
    }
    const { delivered, excluded } = targetNotifications(input)
    expect(delivered.length + excluded.length).toBe(1)
    if (expected.startsWith('delivered')) {
      const [, language, match] = expected.split(' ')
      expect(excluded).toEqual([])
      expect(delivered[0]).toMatchObject({ language, languageMatch: match, content: { language } })
    } else {
      const [reason, message] = expected.split(': ') as [string, string]
      expect(delivered).toEqual([])
      expect(excluded[0]?.reason).toBe(reason)
      expect(excluded[0]?.message).toContain(message)
    }
  })

  it('orders deliveries by priority, highest first, then by id; keeps exclusions in input order', () => {
    const { delivered, excluded } = targetNotifications({
      notifications: [
        notification({ id: '9', priority: 1 }),
        notification({ id: '10', priority: 5 }),
        notification({ id: '3', status: 'draft' }),
        notification({ id: '2', priority: 5 }),
        notification({ id: '1', status: 'archived' }),
      ],
      testUsers: [],
      host: { app_name: 'serato_dj_pro' },
      now: NOW,
    })
    expect(delivered.map((d) => d.notification.id)).toEqual(['2', '10', '9'])
    expect(excluded.map((e) => e.notification.id)).toEqual(['3', '1'])
  })
})

describe('languages', () => {
  it('takes the language part of a locale, en by default', () => {
    expect(['en_GB', 'de-AT', 'PT', ' ja_JP ', '', undefined].map(localeLanguage)).toEqual([
      'en',
      'de',
      'pt',
      'ja',
      'en',
      'en',
    ])
  })

  it('chooses the content for a locale without the other rules (the console preview)', () => {
    const bilingual = { content: [content('en', 'Hello'), content('de', 'Hallo')] }
    expect(chooseContent(bilingual, 'de_CH')?.content.text[0]?.content).toBe('Hallo')
    expect(chooseContent(bilingual, 'ja')).toMatchObject({ language: 'en', languageMatch: 'default' })
    expect(chooseContent({ content: [] }, 'en')).toBeUndefined()
  })
})
