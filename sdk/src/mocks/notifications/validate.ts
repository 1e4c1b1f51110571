/**
 * Reading and checking the requests of the fake notification service: each body property, query or
 * path parameter against `specs/notifications.yaml`, and the field rules of the sdk
 * (`scheduleProblems`, `hostProblems`: the same functions the staff console checks its forms with).
 * Every problem is reported at once, one message per field (`ValidationErrorBody.fields`).
 */
import {
  AppName,
  CampaignStatus,
  type ContentRequest,
  type CreateCampaignRequest,
  type CreateNotificationRequest,
  type HostRequest,
  Language,
  NotificationType,
  OsName,
  Status,
  TemplateOption,
  type UpdateCampaignRequest,
  type UpdateNotificationRequest,
} from '../../generated/notifications/hooks.schemas.ts'
import {
  dateTimeProblem,
  type FieldErrors,
  hostProblems,
  parseDateTime,
  scheduleProblems,
} from '../../notifications/rules.ts'
import { isVersion } from '../../notifications/versions.ts'
import { isoSeconds } from '../http.ts'

/** A checked request: its value, or the problems per field. */
export type Checked<T> = { ok: true; value: T } | { ok: false; fields: FieldErrors }

/** One field's rule: the value to keep, or a problem. */
type Rule = (value: unknown) => { value: unknown } | { problem: string }

const oneOf =
  (values: readonly string[]): Rule =>
  (value) =>
    typeof value === 'string' && values.includes(value)
      ? { value }
      : { problem: `Must be one of ${values.join(', ')}` }
const name: Rule = (value) =>
  typeof value === 'string' && value.trim() !== ''
    ? { value: value.trim() }
    : { problem: 'Must not be empty' }
const string: Rule = (value) => (typeof value === 'string' ? { value } : { problem: 'Must be text' })
const boolean: Rule = (value) =>
  typeof value === 'boolean' ? { value } : { problem: 'Must be true or false' }
const wholeNumber: Rule = (value) =>
  Number.isSafeInteger(value) && (value as number) >= 0
    ? { value }
    : { problem: 'Must be a whole number, 0 or more' }
const version: Rule = (value) =>
  typeof value === 'string' && isVersion(value)
    ? { value }
    : { problem: 'Must be 1 to 4 numbers separated by dots' }
/** A date-time with an offset, stored in UTC (`null`, when `nullable`, clears it). */
const dateTime =
  (nullable: boolean): Rule =>
  (value) => {
    if (value === null && nullable) return { value: null }
    const problem = dateTimeProblem(value)
    return problem ? { problem } : { value: isoSeconds(parseDateTime(value as string) as number) }
  }
const httpUrl: Rule = (value) => {
  const url = typeof value === 'string' && URL.canParse(value) ? new URL(value) : undefined
  return url && ['http:', 'https:'].includes(url.protocol) ? { value } : { problem: 'Must be an http(s) URL' }
}
const metadata: Rule = (value) =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? { value }
    : { problem: 'Must be an object (e.g. {"metadata_id": "title"})' }

/**
 * Reads `fields` of `body` with their rules; `required` ones must be present. Unknown properties are
 * ignored. A body that is not a JSON object is one problem under `body`.
 */
function read<T>(
  body: unknown,
  rules: Record<string, Rule>,
  required: readonly string[] = [],
  extraProblems: (raw: Record<string, unknown>) => FieldErrors = () => ({}),
): Checked<T> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { ok: false, fields: { body: 'Must be a JSON object' } }
  const raw = body as Record<string, unknown>
  const value: Record<string, unknown> = {}
  const fields: FieldErrors = {}
  for (const [key, rule] of Object.entries(rules)) {
    if (raw[key] === undefined) {
      if (required.includes(key)) fields[key] = 'Required'
      continue
    }
    const result = rule(raw[key])
    if ('problem' in result) fields[key] = result.problem
    else value[key] = result.value
  }
  for (const [key, problem] of Object.entries(extraProblems(raw))) fields[key] ??= problem
  return Object.keys(fields).length > 0 ? { ok: false, fields } : { ok: true, value: value as T }
}

/** The stored schedule a partial update is checked against. */
type StoredSchedule = { starts_at?: string; ends_at?: string }

/** A create check: the rules plus a schedule, `required` fields present, `ends_at` after `starts_at`. */
const creating =
  <T>(rules: Record<string, Rule>, required: readonly string[]) =>
  (body: unknown): Checked<T> =>
    read(body, { ...rules, starts_at: dateTime(false), ends_at: dateTime(false) }, required, scheduleProblems)

/**
 * An update check: every field optional, `null` clears a date, and the schedule after the update is
 * checked against what is stored (a new end against the stored start, and the other way round).
 */
const updating =
  <T>(rules: Record<string, Rule>) =>
  (body: unknown, stored: StoredSchedule): Checked<T> =>
    read(body, { ...rules, starts_at: dateTime(true), ends_at: dateTime(true) }, [], (raw) =>
      mergedScheduleProblems(raw, stored),
    )

const campaignRules = { name, description: string, anonymous: boolean }

/** `POST /campaigns`. */
export const checkCreateCampaign = creating<CreateCampaignRequest>(campaignRules, ['name', 'anonymous'])

/** `PUT /campaigns/{id}` (`stored`: the campaign as it is). */
export const checkUpdateCampaign = updating<UpdateCampaignRequest>({
  ...campaignRules,
  status: oneOf(Object.values(CampaignStatus)),
})

const notificationRules = {
  name,
  campaign_id: string,
  type: oneOf(Object.values(NotificationType)),
  priority: wholeNumber,
  template_name: string,
  template_option: oneOf(Object.values(TemplateOption)),
  is_persistent: boolean,
  is_takeover: boolean,
}

/** `POST /notifications` (the campaign and template are checked against the store by the handler). */
export const checkCreateNotification = creating<CreateNotificationRequest>(notificationRules, [
  'name',
  'campaign_id',
  'is_persistent',
])

/** `PUT /notifications/{id}` (`stored`: the notification as it is). */
export const checkUpdateNotification = updating<UpdateNotificationRequest>({
  ...notificationRules,
  status: oneOf(Object.values(Status)),
})

/** The schedule after a partial update: a conflict is reported on the field that was sent. */
function mergedScheduleProblems(raw: Record<string, unknown>, stored: StoredSchedule): FieldErrors {
  const merged = {
    starts_at: raw.starts_at === undefined ? stored.starts_at : raw.starts_at,
    ends_at: raw.ends_at === undefined ? stored.ends_at : raw.ends_at,
  }
  const problems = scheduleProblems(merged)
  if (problems.ends_at === 'Must be after starts_at' && raw.ends_at === undefined) {
    delete problems.ends_at
    problems.starts_at = `Must be before ends_at (${stored.ends_at})`
  }
  return problems
}

/** `POST` / `PUT /notifications/{id}/hosts[/{hostId}]`: enums, versions and their ranges. */
export function checkHost(body: unknown): Checked<HostRequest> {
  return read(
    body,
    {
      app_name: oneOf(Object.values(AppName)),
      app_version_min: version,
      app_version_max: version,
      os_name: oneOf(Object.values(OsName)),
      os_version_min: version,
      os_version_max: version,
    },
    ['app_name'],
    hostProblems,
  )
}

/** The `{language}` path parameter. */
export function checkLanguage(language: string): Checked<Language> {
  return (Object.values(Language) as string[]).includes(language)
    ? { ok: true, value: language as Language }
    : { ok: false, fields: { language: `Must be one of ${Object.values(Language).join(', ')}` } }
}

/** Checks each item of an array with its rules; problems are keyed `text[0].content`. */
function items(
  list: unknown,
  key: string,
  rules: Record<string, Rule>,
  required: readonly string[],
  fields: FieldErrors,
): unknown[] | undefined {
  if (list === undefined) return undefined
  if (!Array.isArray(list)) {
    fields[key] = 'Must be a list'
    return undefined
  }
  return list.map((entry, index) => {
    const checked = read<Record<string, unknown>>(entry, rules, required)
    if (checked.ok) return checked.value
    for (const [field, problem] of Object.entries(checked.fields))
      fields[field === 'body' ? `${key}[${index}]` : `${key}[${index}].${field}`] = problem
    return undefined
  })
}

const mediaSource: Rule = (value) => {
  const checked = read<Record<string, unknown>>(value, { small: anyUrl, medium: anyUrl, large: anyUrl }, [
    'medium',
  ])
  return checked.ok
    ? { value: checked.value }
    : {
        problem: Object.entries(checked.fields)
          .map(([k, p]) => `${k}: ${p}`)
          .join('; '),
      }
}
/** Image sources may also be `data:` URLs (a pasted image). */
function anyUrl(value: unknown) {
  const url = typeof value === 'string' && URL.canParse(value) ? new URL(value) : undefined
  return url && ['http:', 'https:', 'data:'].includes(url.protocol)
    ? { value }
    : { problem: 'Must be an http(s) or data: URL' }
}

/** `PUT /notifications/{id}/content/{language}`: the three item lists, each item's fields. */
export function checkContent(body: unknown): Checked<ContentRequest> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { ok: false, fields: { body: 'Must be a JSON object' } }
  const raw = body as Record<string, unknown>
  const fields: FieldErrors = {}
  const value = {
    text: items(
      raw.text,
      'text',
      { mime_type: oneOf(['text/plain', 'text/html', 'text/markdown']), content: string, metadata },
      ['mime_type', 'content', 'metadata'],
      fields,
    ),
    media: items(
      raw.media,
      'media',
      {
        mime_type: oneOf(['image/jpeg', 'image/gif', 'image/png', 'image/webp']),
        src: mediaSource,
        metadata,
      },
      ['mime_type', 'src', 'metadata'],
      fields,
    ),
    actions: items(
      raw.actions,
      'actions',
      { label: name, url: httpUrl, metadata },
      ['label', 'metadata'],
      fields,
    ),
  }
  if (Object.keys(fields).length > 0) return { ok: false, fields }
  const defined = Object.fromEntries(Object.entries(value).filter(([, list]) => list !== undefined))
  return { ok: true, value: defined as ContentRequest }
}

/** `POST /testusers`: `user_id` a positive integer, `enabled` default true. */
export function checkTestUser(body: unknown): Checked<{ user_id: number; enabled: boolean }> {
  const positive: Rule = (value) =>
    Number.isSafeInteger(value) && (value as number) >= 1
      ? { value }
      : { problem: 'Must be a user id (1 or more)' }
  const checked = read<{ user_id: number; enabled?: boolean }>(
    body,
    { user_id: positive, enabled: boolean },
    ['user_id'],
  )
  return checked.ok ? { ok: true, value: { enabled: true, ...checked.value } } : checked
}

/** The query of `GET /me/notifications` (v2) or `GET /api/v1/notifications` (v1, `host_app_os`). */
export interface HostQuery {
  host_app_name: string
  host_app_version?: string
  host_os_name?: string
  host_os_version?: string
  locale?: string
  device_id?: string
}

/**
 * Checks the targeting query: app name (required), versions, OS name, and `device_id` when
 * `requireDevice` (v2 needs it; v1 has none).
 */
export function checkHostQuery(query: URLSearchParams, requireDevice: boolean): Checked<HostQuery> {
  const raw = Object.fromEntries([...query].filter(([, value]) => value !== ''))
  return read(
    raw,
    {
      host_app_name: oneOf(Object.values(AppName)),
      host_app_version: version,
      host_os_name: oneOf(Object.values(OsName)),
      host_os_version: version,
      locale: string,
      device_id: string,
    },
    requireDevice ? ['host_app_name', 'device_id'] : ['host_app_name'],
  )
}

/** The `status` (and `campaign_id`) filter of a list. */
export function checkListFilter(query: URLSearchParams): Checked<{ status?: Status; campaign_id?: string }> {
  const raw = Object.fromEntries([...query].filter(([, value]) => value !== ''))
  return read(raw, { status: oneOf(Object.values(Status)), campaign_id: string })
}
