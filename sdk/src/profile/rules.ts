/**
 * Field rules of the profile service's writes (`specs/profile.yaml` description, decision 017): the
 * text limits, enums and postcode-per-country check of `PUT /me`, and the avatar upload's types and
 * sizes. One implementation: the sandbox answers 400 `fields` with these messages, and a profile form
 * checks its fields with the same functions before it sends (postcode formats: `postcode-validator`).
 */
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator'
import {
  ContactStatus,
  CountryCode,
  Daw,
  FileUploadUrlRequestContentType,
  Language,
  Locale,
  MainProduct,
} from '../generated/profile/hooks.schemas.ts'
import { countryName } from './country-name.ts'

/** One message per invalid field, keyed by the request property (`ValidationErrorBody.fields`). */
export type FieldErrors = Record<string, string>

/** Longest value of each text field of `PUT /me`, in characters (`UpdateProfileRequest` maxLength). */
export const PROFILE_TEXT_LIMITS = {
  first_name: 50,
  last_name: 50,
  dj_name: 50,
  display_name: 50,
  company: 100,
  address_1: 100,
  address_2: 100,
  city: 50,
  region: 50,
  postcode: 16,
} as const

/** The yes/no fields of `PUT /me` (forum preferences). */
export const PROFILE_FLAGS = ['notify_tracked', 'notify_private', 'auto_read', 'auto_subscribe'] as const

/** The fields of `PUT /me` whose value is one of a list, with the list and its message. */
const CHOICES: Record<string, { values: readonly unknown[]; message: string }> = {
  global_contact_status: { values: Object.values(ContactStatus), message: 'Choose yes or no.' },
  country_code: { values: Object.values(CountryCode), message: 'Choose a country from the list.' },
  locale: { values: Object.values(Locale), message: 'Choose a language and region from the list.' },
  language: { values: Object.values(Language), message: 'Choose a language from the list.' },
  daw: { values: Object.values(Daw), message: 'Choose a DAW from the list.' },
  product: { values: Object.values(MainProduct), message: 'Choose a product from the list.' },
}

const CONTROL_CHARACTERS = /\p{Cc}/u

/**
 * What is wrong with a postcode for a country, for a person; undefined when it fits the country's
 * format, is empty, or the country has no known format (no country: any postcode).
 */
export function postcodeProblem(postcode: string, countryCode: string | undefined): string | undefined {
  const value = postcode.trim()
  if (value === '' || !countryCode || !postcodeValidatorExistsForCountry(countryCode)) return undefined
  return postcodeValidator(value, countryCode)
    ? undefined
    : `Enter a valid postcode for ${countryName(countryCode)}.`
}

/**
 * Every problem of a `PUT /me` body, one message per field (empty when it is valid): text too long or
 * with control characters, a value not in its list, a flag that is not true/false, `threads_per_page`
 * outside 1–100, and a postcode that does not fit the country (the body's `country_code`, else
 * `stored.country_code`; checked when either is sent). Unknown fields are ignored.
 * @param update the request body
 * @param stored the profile as stored, for the postcode check
 */
export function profileProblems(
  update: Record<string, unknown>,
  stored: { country_code?: string; postcode?: string } = {},
): FieldErrors {
  const fields: FieldErrors = {}
  for (const [name, max] of Object.entries(PROFILE_TEXT_LIMITS)) {
    const value = update[name]
    if (value === undefined) continue
    if (typeof value !== 'string') fields[name] = 'Enter text.'
    else if (value.trim().length > max) fields[name] = `Use at most ${max} characters.`
    else if (CONTROL_CHARACTERS.test(value)) fields[name] = 'Remove line breaks and other control characters.'
  }
  for (const name of PROFILE_FLAGS) {
    if (update[name] !== undefined && typeof update[name] !== 'boolean') fields[name] = 'Choose yes or no.'
  }
  for (const [name, { values, message }] of Object.entries(CHOICES)) {
    if (update[name] !== undefined && !values.includes(update[name])) fields[name] = message
  }
  const threads = update.threads_per_page
  if (
    threads !== undefined &&
    (!Number.isInteger(threads) || (threads as number) < 1 || (threads as number) > 100)
  )
    fields.threads_per_page = 'Choose a number from 1 to 100.'
  if ((update.postcode !== undefined || update.country_code !== undefined) && !fields.postcode) {
    const country = fields.country_code ? undefined : ((update.country_code as string) ?? stored.country_code)
    const problem = postcodeProblem(String(update.postcode ?? stored.postcode ?? ''), country)
    if (problem) fields.postcode = problem
  }
  return fields
}

/** The image types an avatar may be uploaded as (`FileUploadUrlRequest.content_type`). */
export const AVATAR_CONTENT_TYPES: readonly string[] = Object.values(FileUploadUrlRequestContentType)

/** Largest avatar upload, bytes (5 MiB). */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024

/** Smallest and largest edge of an avatar upload, pixels. */
export const AVATAR_PIXELS = { min: 64, max: 8000 } as const

/**
 * What is wrong with a file picked as an avatar, before it is uploaded (type and size; the storage host
 * also checks the image itself), for a person; undefined when it may be uploaded.
 * @param file `type` a media type, `size` in bytes (a `File` fits)
 */
export function avatarFileProblem(file: { type: string; size: number }): string | undefined {
  if (!AVATAR_CONTENT_TYPES.includes(file.type)) return 'Choose a JPEG, PNG, WebP or GIF image.'
  if (file.size > AVATAR_MAX_BYTES) return 'Choose an image of at most 5 MB.'
  if (file.size === 0) return 'This file is empty. Choose another image.'
  return undefined
}
