/**
 * In-memory state of the fake profile service: one profile per user (docs/requirements.md §3 "Profile";
 * `specs/profile.yaml` `UpdateProfileRequest` in, `Profile` out) and the surveys users sent. Avatars,
 * beta programs and partner promotions have their own stores beside this one.
 */
import { type Avatar, Locale, type UpdateProfileRequest } from '../../generated/profile/hooks.schemas.ts'
import { type FieldErrors, PROFILE_TEXT_LIMITS, profileProblems } from '../../profile/rules.ts'
import { isoSeconds } from '../http.ts'

/** The editable profile fields of docs/requirements.md §3 (`PUT /api/v1/me`, `UpdateProfileRequest`). */
export type ProfileFields = UpdateProfileRequest

/** A stored profile: the fields plus user id, email address, dates and avatar. */
export interface ProfileRecord extends ProfileFields {
  user_id: number
  email_address: string
  global_contact_status: 0 | 1
  date_created: string
  date_updated: string
  avatar: Avatar
}

/**
 * The profile fields an identity account already has: first and last name, and its locale when it is
 * one the profile service knows (`Locale`).
 */
export function accountProfileFields(user: {
  first_name?: string
  last_name?: string
  locale: string
}): ProfileFields {
  const locale = (Object.values(Locale) as string[]).includes(user.locale)
    ? (user.locale as ProfileFields['locale'])
    : undefined
  return { first_name: user.first_name, last_name: user.last_name, ...(locale ? { locale } : {}) }
}

/** A survey a user sent (`POST /me/survey`). */
export interface SurveyRecord {
  survey: Record<string, unknown>
  /** ISO 8601 */
  submitted_at: string
}

/**
 * The valid profile fields of a `PUT /api/v1/me` body (text trimmed), or one message per invalid
 * field (`profileProblems`, the rules the profile form uses too). Unknown fields are ignored.
 * @param stored the profile as stored: the postcode is checked against its country when the body
 *   changes only one of them
 */
export function parseProfileUpdate(
  body: Record<string, unknown>,
  stored: ProfileFields = {},
): { ok: true; value: ProfileFields } | { ok: false; fields: FieldErrors } {
  const problems = profileProblems(body, stored)
  if (Object.keys(problems).length > 0) return { ok: false, fields: problems }
  const fields: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined || !isProfileField(name)) continue
    fields[name] = typeof value === 'string' ? value.trim() : value
  }
  return { ok: true, value: fields as ProfileFields }
}

const OTHER_FIELDS = [
  'global_contact_status',
  'country_code',
  'locale',
  'language',
  'daw',
  'product',
  'threads_per_page',
  'notify_tracked',
  'notify_private',
  'auto_read',
  'auto_subscribe',
]
const isProfileField = (name: string) => name in PROFILE_TEXT_LIMITS || OTHER_FIELDS.includes(name)

/**
 * The `Profile` reply of `specs/profile.yaml`: as stored, except that the request's `notify_private`
 * is called `notify_private_message` in replies.
 */
export function toProfileReply(record: ProfileRecord): Omit<ProfileRecord, 'notify_private'> & {
  notify_private_message?: boolean
} {
  const { notify_private, ...rest } = structuredClone(record)
  return notify_private === undefined ? rest : { ...rest, notify_private_message: notify_private }
}

/** The profile service's state. */
export class ProfileStore {
  private readonly profiles = new Map<number, ProfileRecord>()
  private readonly surveys = new Map<number, SurveyRecord[]>()
  private readonly now: () => number
  private readonly defaultAvatar: () => Avatar

  /**
   * @param now the sandbox clock, ms since the epoch
   * @param defaultAvatar the avatar of a profile without one (`ts` 0)
   */
  constructor(now: () => number, defaultAvatar: () => Avatar) {
    this.now = now
    this.defaultAvatar = defaultAvatar
  }

  /** Creates the profile of a user (seed or sign-up). */
  add(
    user: { id: number; email_address: string; date_created: string },
    fields: ProfileFields = {},
  ): ProfileRecord {
    const profile: ProfileRecord = {
      global_contact_status: 0,
      ...structuredClone(fields),
      user_id: user.id,
      email_address: user.email_address,
      date_created: user.date_created,
      date_updated: user.date_created,
      avatar: this.defaultAvatar(),
    }
    this.profiles.set(user.id, profile)
    return profile
  }

  /** The stored profile of a user, or undefined. */
  get(userId: number): ProfileRecord | undefined {
    return this.profiles.get(userId)
  }

  /** Applies checked fields; returns the updated profile. */
  update(userId: number, fields: ProfileFields): ProfileRecord | undefined {
    const profile = this.profiles.get(userId)
    if (!profile) return undefined
    Object.assign(profile, fields, { date_updated: isoSeconds(this.now()) })
    return profile
  }

  /** Sets (or, with `undefined`, resets to the default) a user's avatar. */
  setAvatar(userId: number, avatar: Avatar | undefined): Avatar | undefined {
    const profile = this.profiles.get(userId)
    if (!profile) return undefined
    profile.avatar = avatar ?? this.defaultAvatar()
    profile.date_updated = isoSeconds(this.now())
    return structuredClone(profile.avatar)
  }

  /** Records a survey a user sent. */
  addSurvey(userId: number, survey: Record<string, unknown>): SurveyRecord {
    const record = { survey: structuredClone(survey), submitted_at: isoSeconds(this.now()) }
    this.surveys.set(userId, [...(this.surveys.get(userId) ?? []), record])
    return record
  }

  /** The surveys a user sent, oldest first (copies). */
  listSurveys(userId: number): SurveyRecord[] {
    return structuredClone(this.surveys.get(userId) ?? [])
  }
}
