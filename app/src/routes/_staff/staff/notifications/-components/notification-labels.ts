/**
 * The staff console's words for the notification service's values (`specs/notifications.yaml`
 * `AppName`, `OsName`, `Language`, `Status`, `NotificationType`): one table per enum, typed by the
 * generated types, so a value the service adds does not compile until it has a label.
 */
import type {
  AppName,
  Language,
  NotificationType,
  OsName,
  Status,
  TemplateOption,
} from '@music/sdk/notifications'
import type { SelectOption } from '../../../../../screens/form.tsx'

export const APP_NAMES = {
  serato_dj_pro: 'DJ Pro',
  serato_dj_lite: 'DJ Lite',
  serato_studio: 'Studio',
  serato_sample: 'Sample',
  serato_hex_fx: 'Hex FX',
  my_account: 'My account (web)',
  express_checkout: 'Express checkout (web)',
  serato_com: 'Website',
  mega_nav: 'Mega nav (web)',
} as const satisfies Record<AppName, string>

export const OS_NAMES = { mac: 'macOS', win: 'Windows' } as const satisfies Record<OsName, string>

export const LANGUAGES = {
  en: 'English',
  de: 'German',
  fr: 'French',
  es: 'Spanish',
  pt: 'Portuguese',
  it: 'Italian',
  ja: 'Japanese',
  zh: 'Chinese',
} as const satisfies Record<Language, string>

export const STATUSES = {
  draft: 'Draft',
  testing: 'Testing',
  active: 'Active',
  archived: 'Archived',
} as const satisfies Record<Status, string>

/** What each status means, for the status field's hint. */
export const STATUS_HINT =
  'Draft: shown to nobody. Testing: shown to enabled test users only. Active: live. Archived: over, shown to nobody.'

export const NOTIFICATION_TYPES = {
  promotion: 'Promotion',
  system: 'System',
  licensing: 'Licensing',
  streaming: 'Streaming',
  device_connection: 'Device connection',
} as const satisfies Record<NotificationType, string>

export const TEMPLATE_OPTIONS = {
  dark: 'Dark',
  light: 'Light',
  'dark-orange-button': 'Dark, orange button',
  'light-orange-button': 'Light, orange button',
} as const satisfies Record<TemplateOption, string>

/** A label table as `<select>` options, in the table's order. */
export function optionsOf(
  labels: Readonly<Record<string, string>>,
  only?: readonly string[],
): SelectOption[] {
  return Object.entries(labels)
    .filter(([value]) => !only || only.includes(value))
    .map(([value, label]) => ({ value, label }))
}

/** The label of `value` in `labels`, else the value itself. */
export function labelOf(labels: Readonly<Record<string, string>>, value: string | undefined): string {
  return value === undefined ? '' : (labels[value] ?? value)
}
