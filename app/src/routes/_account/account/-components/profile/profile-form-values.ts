/**
 * The profile form's values and what they send (docs/requirements.md §3 "Profile", `specs/profile.yaml`
 * `UpdateProfileRequest`): the form holds every field as the person edits it (text, a choice of the
 * document's enums, yes/no); `PUT /me` gets only the fields that changed (the service changes only
 * those sent), checked by the service's own rules first (`profileProblems` of `@music/sdk/profile`,
 * decision 017), so the form shows the same messages the service would answer.
 */
import {
  ContactStatus,
  CountryCode,
  countryName,
  Daw,
  Language,
  Locale,
  MainProduct,
  PROFILE_FLAGS,
  PROFILE_TEXT_LIMITS,
  type Profile,
  profileProblems,
  type UpdateProfileRequest,
} from '@music/sdk/profile'
import type { SelectOption } from '../../../../../screens/form.tsx'

/** The text fields of the form, named as the request names them. */
type ProfileTextField = keyof typeof PROFILE_TEXT_LIMITS
/** The fields with a value from one of the document's lists. */
type ProfileChoiceField = 'country_code' | 'locale' | 'language' | 'daw' | 'product'
/** The yes/no fields (forum preferences). */
type ProfileFlagField = (typeof PROFILE_FLAGS)[number]

/** The form's values: the request's property names; `''` for a choice not made yet. */
export type ProfileFormValues = Record<ProfileTextField, string> &
  Record<ProfileChoiceField, string> &
  Record<ProfileFlagField, boolean> & {
    /** Marketing e-mails (`global_contact_status` 1). */
    global_contact_status: boolean
    /** Threads per forum page, as typed (1–100). */
    threads_per_page: string
  }

const TEXT_FIELDS = Object.keys(PROFILE_TEXT_LIMITS) as ProfileTextField[]
const CHOICE_FIELDS: readonly ProfileChoiceField[] = ['country_code', 'locale', 'language', 'daw', 'product']

/** The form's values for a stored profile (`GET /me`); `notify_private` is `notify_private_message` there. */
export function profileFormValues(profile: Profile): ProfileFormValues {
  const text = Object.fromEntries(TEXT_FIELDS.map((name) => [name, profile[name] ?? ''])) as Record<
    ProfileTextField,
    string
  >
  return {
    ...text,
    country_code: profile.country_code ?? '',
    locale: profile.locale ?? '',
    language: profile.language ?? '',
    daw: profile.daw ?? '',
    product: profile.product ?? '',
    global_contact_status: profile.global_contact_status === ContactStatus.NUMBER_1,
    notify_tracked: profile.notify_tracked === true,
    notify_private: profile.notify_private_message === true,
    auto_read: profile.auto_read === true,
    auto_subscribe: profile.auto_subscribe === true,
    threads_per_page: profile.threads_per_page === undefined ? '' : String(profile.threads_per_page),
  }
}

/**
 * The `PUT /me` body of what changed between `initial` and `values`: text trimmed (an emptied field
 * clears it), choices as chosen, yes/no as booleans, the contact status as 0/1, threads per page as a
 * number. Empty when nothing changed.
 */
export function profileUpdate(values: ProfileFormValues, initial: ProfileFormValues): UpdateProfileRequest {
  const body: Record<string, unknown> = {}
  for (const name of TEXT_FIELDS) {
    const value = values[name].trim()
    if (value !== initial[name].trim()) body[name] = value
  }
  for (const name of CHOICE_FIELDS) if (values[name] !== initial[name]) body[name] = values[name]
  for (const name of PROFILE_FLAGS) if (values[name] !== initial[name]) body[name] = values[name]
  if (values.global_contact_status !== initial.global_contact_status)
    body.global_contact_status = values.global_contact_status
      ? ContactStatus.NUMBER_1
      : ContactStatus.NUMBER_0
  const threads = values.threads_per_page.trim()
  if (threads !== initial.threads_per_page)
    body.threads_per_page = threads === '' ? Number.NaN : Number(threads)
  return body as UpdateProfileRequest
}

/**
 * What is wrong with the form, one message per field (empty when it may be sent): the service's rules
 * (`profileProblems`) over the changed fields, the postcode checked against the country chosen.
 */
export function profileFormProblems(
  values: ProfileFormValues,
  initial: ProfileFormValues,
): Record<string, string> {
  return profileProblems(profileUpdate(values, initial) as Record<string, unknown>, {
    country_code: values.country_code || undefined,
    postcode: values.postcode,
  })
}

/** The options of a list, sorted by their labels as a person reads them. */
function options(values: readonly string[], label: (value: string) => string): SelectOption[] {
  return values
    .map((value) => ({ value, label: label(value) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'))
}

/**
 * The English names of the locales and forum languages (CLDR 48, as Node 24's
 * `Intl.DisplayNames(['en'], { type: 'language' })` names them; checked in `profile-form-values.test.ts`):
 * a table, so the profile screen's hydration loads no ICU language names (the reason of
 * `@music/sdk/profile`'s `countryName`).
 */
export const LANGUAGE_NAMES: Readonly<Record<Locale | Language, string>> = {
  en_US: 'American English',
  en_GB: 'British English',
  de_DE: 'German (Germany)',
  es_ES: 'European Spanish',
  fr_FR: 'French (France)',
  it_IT: 'Italian (Italy)',
  ja_JP: 'Japanese (Japan)',
  ko_KR: 'Korean (South Korea)',
  nl_NL: 'Dutch (Netherlands)',
  pt_BR: 'Brazilian Portuguese',
  zh_CN: 'Chinese (China)',
  en: 'English',
  de: 'German',
  es: 'Spanish',
  fr: 'French',
  it: 'Italian',
  ja: 'Japanese',
  ko: 'Korean',
  nl: 'Dutch',
  pt: 'Portuguese',
  zh: 'Chinese',
}
const languageName = (code: string) => LANGUAGE_NAMES[code as Locale | Language] ?? code

/** Every country of ISO 3166-1 (`CountryCode`), by its English name (`countryName`). */
export const COUNTRY_OPTIONS = options(Object.values(CountryCode), countryName)
/** The locales the company writes in (`Locale`), e.g. `en_GB` "British English". */
export const LOCALE_OPTIONS = options(Object.values(Locale), languageName)
/** The forum's languages (`Language`), e.g. `de` "German". */
export const LANGUAGE_OPTIONS = options(Object.values(Language), languageName)
/** The DAWs of the document (`Daw`), in its order ("Other" and "None" last). */
export const DAW_OPTIONS: SelectOption[] = Object.values(Daw).map((value) => ({ value, label: value }))
/** The company's products (`MainProduct`), in the document's order. */
export const PRODUCT_OPTIONS: SelectOption[] = Object.values(MainProduct).map((value) => ({
  value,
  label: value,
}))
