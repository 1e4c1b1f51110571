/**
 * In-memory state of the fake profile service: one profile per user (docs/requirements.md §3 "Profile";
 * `specs/profile.yaml` `UpdateProfileRequest` in, `Profile` out).
 */
import { isoSeconds } from '../http.ts'

/** The editable profile fields of docs/requirements.md §3 (`PUT /api/v1/me`). */
export interface ProfileFields {
  global_contact_status?: number
  first_name?: string
  last_name?: string
  dj_name?: string
  /** ISO 15897 locale, e.g. `en_GB`. */
  locale?: string
  address_1?: string
  address_2?: string
  city?: string
  region?: string
  postcode?: string
  /** ISO 3166-1 alpha-2, e.g. `GB`. */
  country_code?: string
  notify_tracked?: boolean
  notify_private?: boolean
  auto_read?: boolean
  auto_subscribe?: boolean
  threads_per_page?: number
  language?: string
  display_name?: string
  company?: string
  daw?: string
  product?: string
}

/** A stored profile: the fields plus user id, email address, dates and avatar. */
export interface ProfileRecord extends ProfileFields {
  user_id: number
  email_address: string
  global_contact_status: number
  date_created: string
  date_updated: string
  avatar: { ts: number; thumb: string; mid: string; full: string }
}

const STRING_FIELDS = [
  'first_name',
  'last_name',
  'dj_name',
  'locale',
  'address_1',
  'address_2',
  'city',
  'region',
  'postcode',
  'country_code',
  'language',
  'display_name',
  'company',
  'daw',
  'product',
] as const
const BOOLEAN_FIELDS = ['notify_tracked', 'notify_private', 'auto_read', 'auto_subscribe'] as const

/**
 * The valid profile fields of a `PUT /api/v1/me` body, or the list of problems. Unknown fields are
 * ignored; `country_code` is two capital letters; `threads_per_page` 1–100; `global_contact_status` 0 or 1.
 */
export function parseProfileUpdate(body: Record<string, unknown>): ProfileFields | string[] {
  const fields: Record<string, unknown> = {}
  const problems: string[] = []
  for (const name of STRING_FIELDS) {
    const value = body[name]
    if (value === undefined) continue
    if (typeof value !== 'string' || value.length > 255)
      problems.push(`${name} must be a string (≤ 255 characters)`)
    else fields[name] = value.trim()
  }
  for (const name of BOOLEAN_FIELDS) {
    const value = body[name]
    if (value === undefined) continue
    if (typeof value !== 'boolean') problems.push(`${name} must be true or false`)
    else fields[name] = value
  }
  const integer = (name: string, min: number, max: number) => {
    const value = body[name]
    if (value === undefined) return
    if (!Number.isInteger(value) || (value as number) < min || (value as number) > max) {
      problems.push(`${name} must be an integer from ${min} to ${max}`)
    } else fields[name] = value
  }
  integer('threads_per_page', 1, 100)
  integer('global_contact_status', 0, 1)
  if (
    typeof fields.country_code === 'string' &&
    fields.country_code &&
    !/^[A-Z]{2}$/.test(fields.country_code)
  ) {
    problems.push('country_code must be an ISO 3166-1 alpha-2 code, e.g. GB')
  }
  if (typeof fields.locale === 'string' && fields.locale && !/^[a-z]{2}(_[A-Z]{2})?$/.test(fields.locale)) {
    problems.push('locale must look like en_GB')
  }
  return problems.length > 0 ? problems : (fields as ProfileFields)
}

/**
 * The `Profile` reply of `specs/profile.yaml`: as stored, except that the request's `notify_private`
 * is called `notify_private_message` in replies.
 */
export function toProfileReply(record: ProfileRecord): Omit<ProfileRecord, 'notify_private'> & {
  notify_private_message?: boolean
} {
  const { notify_private, ...rest } = record
  return notify_private === undefined ? rest : { ...rest, notify_private_message: notify_private }
}

/** The profile service's state. */
export class ProfileStore {
  private readonly profiles = new Map<number, ProfileRecord>()
  private readonly now: () => number

  constructor(now: () => number) {
    this.now = now
  }

  /** Creates the profile of a user (seed or sign-up). */
  add(
    user: { id: number; email_address: string; date_created: string },
    fields: ProfileFields = {},
  ): ProfileRecord {
    const avatarBase = `https://static.example.com/avatars/${user.id}`
    const profile: ProfileRecord = {
      global_contact_status: 0,
      ...fields,
      user_id: user.id,
      email_address: user.email_address,
      date_created: user.date_created,
      date_updated: user.date_created,
      avatar: {
        ts: 0,
        thumb: `${avatarBase}/thumb.png`,
        mid: `${avatarBase}/mid.png`,
        full: `${avatarBase}/full.png`,
      },
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
}
