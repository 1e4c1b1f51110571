/**
 * The targeting rules of the notification service (`GET /me/notifications`; `specs/notifications.yaml`
 * describes them; decision 014): which notifications an application shows, in which language, and why
 * each other one is not shown. ONE implementation: the services sandbox answers `/me/notifications`
 * (and v1's list) with it, and the staff console's "who sees what" calls it on the lists it read, so
 * the two cannot disagree. Pure: no I/O, no clock of its own, no framework.
 */
import type {
  Content,
  Host,
  Language,
  Notification,
  TestUser,
} from '../generated/notifications/hooks.schemas.ts'
import { hasContent } from './rules.ts'
import { describeRange, versionInRange } from './versions.ts'

/** The language every notification falls back to when the locale's has no content. */
export const DEFAULT_LANGUAGE: Language = 'en'

/** The application asking, as `GET /me/notifications` states it (`host_app_name`, …). */
export interface TargetHost {
  app_name: string
  /** 1 to 4 dot-separated integers; absent: only hosts with any app version match. */
  app_version?: string
  /** `mac` or `win`; absent: only hosts for every OS match. */
  os_name?: string
  /** Absent: only hosts with any OS version match. */
  os_version?: string
}

/** Everything the rules look at. */
export interface TargetingInput {
  /** Notifications with their campaign, hosts and content in every language (`GET /notifications`). */
  notifications: readonly Notification[]
  /** `GET /testusers`. */
  testUsers: readonly TestUser[]
  host: TargetHost
  /** `ll`, `ll_CC` or `ll-CC`, any case; absent: {@link DEFAULT_LANGUAGE}. */
  locale?: string
  /** The signed-in user's id; absent for an anonymous application. */
  userId?: number
  /** The current time, milliseconds since the epoch. */
  now: number
}

/**
 * Why a notification is not delivered, in the order the rules check:
 * `status` (draft, archived, or an active notification in a campaign that is not active),
 * `not_test_user` (in testing: enabled test users only), `sign_in_required` (the campaign is not
 * anonymous), `schedule` (the campaign's or the notification's), `app` (no host names the app),
 * `app_version`, `os`, `os_version` (no host matches that far), `language` (no content in the
 * locale's language nor in the default one).
 */
export type ExclusionReason =
  | 'status'
  | 'not_test_user'
  | 'sign_in_required'
  | 'schedule'
  | 'app'
  | 'app_version'
  | 'os'
  | 'os_version'
  | 'language'

/**
 * How the language was chosen: `exact` the locale is that language (`de`), `language` the locale's
 * language without its region (`en_GB` → `en`), `default` no locale was given, or the locale's
 * language has no content, and {@link DEFAULT_LANGUAGE} is used.
 */
export type LanguageMatch = 'exact' | 'language' | 'default'

/** A notification that is shown, with the content it is shown in. */
export interface Delivery {
  notification: Notification
  content: Content
  language: Language
  languageMatch: LanguageMatch
}

/** A notification that is not shown, and the first rule it fails. */
export interface Exclusion {
  notification: Notification
  reason: ExclusionReason
  /** The reason in a sentence, with the values involved (English, for staff). */
  message: string
}

/** What {@link targetNotifications} finds. */
export interface TargetingResult {
  /** Highest `priority` first, then by id. */
  delivered: Delivery[]
  /** In the order of the input. */
  excluded: Exclusion[]
}

/**
 * Applies the targeting rules to every notification.
 * @returns the delivered notifications (each with its content in one language) and, for every other
 *   one, the first rule it fails
 */
export function targetNotifications(input: TargetingInput): TargetingResult {
  const delivered: Delivery[] = []
  const excluded: Exclusion[] = []
  for (const notification of input.notifications) {
    const outcome = evaluate(notification, input)
    if ('reason' in outcome) excluded.push({ notification, ...outcome })
    else delivered.push({ notification, ...outcome })
  }
  delivered.sort(
    (a, b) =>
      b.notification.priority - a.notification.priority ||
      a.notification.id.localeCompare(b.notification.id, 'en', { numeric: true }),
  )
  return { delivered, excluded }
}

type Outcome = Omit<Delivery, 'notification'> | Omit<Exclusion, 'notification'>
type Failure = Omit<Exclusion, 'notification'>

function evaluate(notification: Notification, input: TargetingInput): Outcome {
  const failure =
    statusFailure(notification) ??
    testUserFailure(notification, input) ??
    signInFailure(notification, input) ??
    scheduleFailure(notification, input.now) ??
    hostFailure(notification.compatible_hosts, input.host)
  if (failure) return failure
  const chosen = chooseContent(notification, input.locale)
  if (chosen) return chosen
  const wanted = localeLanguage(input.locale)
  return {
    reason: 'language',
    message: `No content in ${wanted === DEFAULT_LANGUAGE ? wanted : `${wanted} nor ${DEFAULT_LANGUAGE}`}`,
  }
}

function statusFailure({ status, campaign }: Notification): Failure | undefined {
  if (status === 'draft' || status === 'archived')
    return { reason: 'status', message: `Notification is ${status}` }
  if (campaign.status === 'archived') return { reason: 'status', message: 'Campaign is archived' }
  if (status === 'active' && campaign.status !== 'active')
    return {
      reason: 'status',
      message: `Campaign is ${campaign.status}: active notifications need an active campaign`,
    }
  return undefined
}

function testUserFailure(
  notification: Notification,
  { testUsers, userId }: TargetingInput,
): Failure | undefined {
  if (notification.status !== 'testing') return undefined
  const prefix = 'In testing: shown to enabled test users only'
  if (userId === undefined) return { reason: 'not_test_user', message: `${prefix}; nobody is signed in` }
  const testUser = testUsers.find((candidate) => candidate.user_id === userId)
  if (!testUser) return { reason: 'not_test_user', message: `${prefix}; user ${userId} is not a test user` }
  if (!testUser.enabled)
    return { reason: 'not_test_user', message: `${prefix}; test user ${userId} is disabled` }
  return undefined
}

function signInFailure({ campaign }: Notification, { userId }: TargetingInput): Failure | undefined {
  if (campaign.anonymous || userId !== undefined) return undefined
  return { reason: 'sign_in_required', message: 'Campaign is for signed-in users only' }
}

function scheduleFailure(notification: Notification, now: number): Failure | undefined {
  for (const [owner, schedule] of [
    ['Campaign', notification.campaign],
    ['Notification', notification],
  ] as const) {
    if (schedule.starts_at && now < Date.parse(schedule.starts_at))
      return { reason: 'schedule', message: `${owner} starts ${schedule.starts_at}` }
    if (schedule.ends_at && now >= Date.parse(schedule.ends_at))
      return { reason: 'schedule', message: `${owner} ended ${schedule.ends_at}` }
  }
  return undefined
}

/** The host checks in order; a host specification matches when it passes all four. */
const HOST_CHECKS: readonly { reason: ExclusionReason; passes(spec: Host, host: TargetHost): boolean }[] = [
  { reason: 'app', passes: (spec, host) => spec.app_name === host.app_name },
  {
    reason: 'app_version',
    passes: (spec, host) => versionInRange(host.app_version, spec.app_version_min, spec.app_version_max),
  },
  { reason: 'os', passes: (spec, host) => spec.os_name === undefined || spec.os_name === host.os_name },
  {
    reason: 'os_version',
    passes: (spec, host) => versionInRange(host.os_version, spec.os_version_min, spec.os_version_max),
  },
]

/**
 * Undefined when one host specification matches; else the reason of the specification that came
 * closest (passed the most checks), so "DJ Pro 4.1 is outside 3.0 – 3.9" beats "not for Studio".
 */
function hostFailure(specs: readonly Host[], host: TargetHost): Failure | undefined {
  let closest: { spec: Host; passed: number } | undefined
  for (const spec of specs) {
    const passed = HOST_CHECKS.findIndex((check) => !check.passes(spec, host))
    if (passed === -1) return undefined
    if (!closest || passed > closest.passed) closest = { spec, passed }
  }
  if (!closest) return { reason: 'app', message: 'Has no host specifications' }
  const { spec, passed } = closest
  const reason = (HOST_CHECKS[passed] as (typeof HOST_CHECKS)[number]).reason
  const stated = (value: string | undefined, what: string) => (value ? `${what} ${value}` : `no ${what}`)
  switch (reason) {
    case 'app':
      return { reason, message: `Not for ${host.app_name}` }
    case 'app_version':
      return {
        reason,
        message: `Targets ${spec.app_name} ${describeRange(spec.app_version_min, spec.app_version_max)}; the host sent ${stated(host.app_version, 'version')}`,
      }
    case 'os':
      return { reason, message: `Targets ${spec.os_name} only; the host sent ${stated(host.os_name, 'OS')}` }
    default:
      return {
        reason,
        message: `Targets ${spec.os_name ?? 'any OS'} ${describeRange(spec.os_version_min, spec.os_version_max)}; the host sent ${stated(host.os_version, 'OS version')}`,
      }
  }
}

/** The language part of a locale (`de_AT`, `de-AT`, `DE` → `de`); {@link DEFAULT_LANGUAGE} when absent. */
export function localeLanguage(locale: string | undefined): string {
  const language = locale?.trim().split(/[-_]/)[0]?.toLowerCase()
  return language || DEFAULT_LANGUAGE
}

/**
 * The content a notification is shown in for a locale: the locale's language, else
 * {@link DEFAULT_LANGUAGE}; undefined when neither has content (a non-empty text).
 */
export function chooseContent(
  notification: Pick<Notification, 'content'>,
  locale: string | undefined,
): { content: Content; language: Language; languageMatch: LanguageMatch } | undefined {
  const wanted = localeLanguage(locale)
  const find = (language: string) =>
    notification.content.find((content) => content.language === language && hasContent(content))
  const own = find(wanted)
  if (own) {
    const match = !locale?.trim() ? 'default' : locale.trim().toLowerCase() === wanted ? 'exact' : 'language'
    return { content: own, language: own.language, languageMatch: match }
  }
  const fallback = find(DEFAULT_LANGUAGE)
  return fallback && { content: fallback, language: fallback.language, languageMatch: 'default' }
}
