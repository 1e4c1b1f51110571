/**
 * Field rules of the notification service's writes (`specs/notifications.yaml` description): date-times
 * with a time zone offset, schedules whose end follows their start, host version ranges, and the
 * content a template needs per language. One implementation: the sandbox answers 400 with these
 * messages, and the staff console checks its forms with the same functions before it sends.
 */
import type { Content, Language, Notification, Template } from '../generated/notifications/hooks.schemas.ts'
import { compareVersions, isAnyVersion, parseVersion } from './versions.ts'

/** One message per invalid field, keyed by the request property (`ValidationErrorBody.fields`). */
export type FieldErrors = Record<string, string>

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?(Z|[+-](\d{2}):(\d{2}))?$/i

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/**
 * Milliseconds since the epoch of an RFC 3339 date-time with a time zone offset
 * (`2026-12-01T09:00:00+01:00`, `…Z`), else undefined (no offset, or an impossible date such as
 * 30 February: `Date.parse` would roll it over to March).
 */
export function parseDateTime(value: string): number | undefined {
  return checkDateTime(value).ms
}

/**
 * What is wrong with a date-time field, for a person: not a date and time, no time zone offset, or an
 * impossible date; undefined when it is a valid RFC 3339 date-time with an offset.
 */
export function dateTimeProblem(value: unknown): string | undefined {
  return typeof value === 'string' ? checkDateTime(value).problem : 'Must be a date and time'
}

function checkDateTime(value: string): { ms?: number; problem?: string } {
  const match = DATE_TIME.exec(value)
  if (!match) return { problem: 'Must be a date and time such as 2026-12-01T09:00:00+01:00' }
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as number[]
  const zone = match[8]
  if (!zone) return { problem: 'Must include a time zone offset (Z or ±hh:mm)' }
  const valid =
    (month as number) >= 1 &&
    (month as number) <= 12 &&
    (day as number) >= 1 &&
    (day as number) <= daysInMonth(year as number, month as number) &&
    (hour as number) <= 23 &&
    (minute as number) <= 59 &&
    (second as number) <= 59 &&
    (zone.toUpperCase() === 'Z' || (Number(match[9]) <= 23 && Number(match[10]) <= 59))
  return valid ? { ms: Date.parse(value) } : { problem: 'Is not a valid date and time' }
}

/**
 * Problems of a schedule: each end must be an RFC 3339 date-time with an offset (or absent / `null`),
 * and `ends_at` must be after `starts_at`.
 * @returns `{ starts_at?, ends_at? }` messages; empty when valid
 */
export function scheduleProblems(schedule: { starts_at?: unknown; ends_at?: unknown }): FieldErrors {
  const problems: FieldErrors = {}
  const times: Record<string, number | undefined> = {}
  for (const field of ['starts_at', 'ends_at'] as const) {
    const value = schedule[field]
    if (value === undefined || value === null) continue
    const problem = dateTimeProblem(value)
    if (problem) problems[field] = problem
    else times[field] = parseDateTime(value as string)
  }
  if (times.starts_at !== undefined && times.ends_at !== undefined && times.ends_at <= times.starts_at)
    problems.ends_at = 'Must be after starts_at'
  return problems
}

/** Ceilings of OS version parts after the major: minor, patch, build (public SDK, `Host.os_version_min`). */
const OS_PART_LIMITS = [99, 999, 999_999] as const

/** The version fields of a host specification (`HostRequest`). */
export interface HostVersions {
  app_version_min?: unknown
  app_version_max?: unknown
  os_version_min?: unknown
  os_version_max?: unknown
}

/**
 * Problems of a host specification's versions: each is 1 to 4 dot-separated integers (absent: `0`,
 * any), OS versions keep minor ≤ 99, patch ≤ 999, build ≤ 999999, and each minimum is at most its
 * maximum (equal targets exactly one version). `app_name` and `os_name` are enum fields the caller
 * checks.
 * @returns messages keyed `app_version_min`, `app_version_max`, `os_version_min`, `os_version_max`
 */
export function hostProblems(host: HostVersions): FieldErrors {
  const problems: FieldErrors = {}
  for (const kind of ['app', 'os'] as const) {
    const [minKey, maxKey] = [`${kind}_version_min`, `${kind}_version_max`] as const
    for (const key of [minKey, maxKey]) {
      const value = host[key]
      if (value === undefined) continue
      const parts = typeof value === 'string' ? parseVersion(value) : undefined
      if (!parts) problems[key] = 'Must be 1 to 4 numbers separated by dots, e.g. 3.2.1 (0: any version)'
      else if (kind === 'os' && OS_PART_LIMITS.some((limit, index) => (parts[index + 1] as number) > limit))
        problems[key] =
          'The notification service takes OS versions with at most 99, 999 and 999999 in their second, third and fourth numbers, so it cannot target a Windows build such as 10.0.19045: to reach Windows 10 and later, use 10.0 as the lowest version.'
    }
    const [min, max] = [host[minKey], host[maxKey]] as [string | undefined, string | undefined]
    if (problems[minKey] || problems[maxKey] || isAnyVersion(min) || isAnyVersion(max)) continue
    if (compareVersions(min as string, max as string) > 0)
      problems[maxKey] =
        `Must not be lower than the lowest ${kind === 'app' ? 'application' : 'OS'} version, ${min}`
  }
  return problems
}

/** True when a language's content has at least one non-empty text: something to show. */
export function hasContent(content: Content | undefined): content is Content {
  return content?.text.some((text) => text.content.trim() !== '') === true
}

/**
 * What each language still lacks before the notification can go live: the `metadata_id`s of the
 * template's required items (text, action and media) that no content item of that language carries
 * (`metadata.metadata_id`), or every one of them when the language has no content. Without a
 * template a language needs one non-empty text (reported as `text`).
 * @param languages the languages the notification should speak
 * @returns language → missing ids; languages with nothing missing are left out
 */
export function missingContent(
  notification: Pick<Notification, 'content'>,
  template: Template | undefined,
  languages: readonly Language[],
): Partial<Record<Language, string[]>> {
  const gaps: Partial<Record<Language, string[]>> = {}
  for (const language of languages) {
    const content = notification.content.find((entry) => entry.language === language)
    const missing = template
      ? requiredItems(template).filter(([kind, id]) => !carries(content, kind, id))
      : hasContent(content)
        ? []
        : [['text', 'text'] as const]
    if (missing.length > 0) gaps[language] = missing.map(([, id]) => id)
  }
  return gaps
}

type ItemKind = 'text' | 'actions' | 'media'

function requiredItems(template: Template): [ItemKind, string][] {
  const pick = (kind: ItemKind, items: Template['text_items']) =>
    (items ?? []).filter((item) => item.required).map((item): [ItemKind, string] => [kind, item.metadata_id])
  return [
    ...pick('text', template.text_items),
    ...pick('actions', template.action_items),
    ...pick('media', template.media_items),
  ]
}

function carries(content: Content | undefined, kind: ItemKind, id: string): boolean {
  return (content?.[kind] ?? []).some((item) => {
    if (item.metadata.metadata_id !== id) return false
    return !('content' in item) || item.content.trim() !== ''
  })
}
