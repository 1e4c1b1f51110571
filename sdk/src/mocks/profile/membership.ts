/**
 * Stateful handlers of the profile service's memberships and marketing calls (`specs/profile.yaml`,
 * decision 017): beta programs (list, join, leave, `validateall`), surveys, tracking consent and
 * partner promotion codes. `/me/…` operations have `/users/{userId}/…` twins that act on that user
 * only; `POST /partnerpromotions/code` takes the application's credentials instead of a user's token.
 */
import { HttpResponse, http } from 'msw'
import {
  badRequest,
  bearerToken,
  type FieldErrors,
  json,
  notFound,
  readJsonObject,
  replyWith,
  validationFailed,
} from '../http.ts'
import { ACCOUNT_PATHS, appOf, requireAccountOwner, requireUser } from '../identity/handlers.ts'
import type { IdentityStore } from '../identity/store.ts'
import type { BetaProgramStore } from './beta-programs.ts'
import type { PartnerPromotionStore } from './partner-promotions.ts'
import type { ProfileStore } from './store.ts'

/**
 * Countries where tracking needs explicit consent (ISO 3166-1 alpha-2): the European Economic Area
 * (GDPR), the United Kingdom (UK GDPR, PECR) and Switzerland (FADP).
 */
export const CONSENT_REQUIRED_COUNTRIES: readonly string[] = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'IS',
  'LI',
  'NO',
  'GB',
  'CH',
]

/** The header a CDN sets to the country of the caller's IP address (Cloudflare's name). */
export const COUNTRY_HEADER = 'CF-IPCountry'

/**
 * Whether a caller from `country` may be tracked without explicit consent: false in
 * {@link CONSENT_REQUIRED_COUNTRIES} and when the country is unknown.
 */
export function trackingAllowed(country: string | undefined): boolean {
  return country !== undefined && /^[A-Z]{2}$/.test(country) && !CONSENT_REQUIRED_COUNTRIES.includes(country)
}

const SURVEY_KEY = /^[A-Za-z0-9_]{1,64}$/

/** What is wrong with a survey (`SurveyRequest.survey`), one message per answer key. */
function surveyProblems(survey: unknown): FieldErrors {
  if (typeof survey !== 'object' || survey === null || Array.isArray(survey))
    return { survey: 'Send the answers as an object of question keys.' }
  const entries = Object.entries(survey)
  if (entries.length === 0) return { survey: 'Answer at least one question.' }
  if (entries.length > 50) return { survey: 'Send at most 50 answers.' }
  const fields: FieldErrors = {}
  for (const [key, answer] of entries) {
    const name = `survey.${key}`
    if (!SURVEY_KEY.test(key)) fields[name] = 'Question keys are letters, digits and _.'
    else if (typeof answer === 'string') {
      if (answer.length > 1000) fields[name] = 'Use at most 1000 characters.'
    } else if (Array.isArray(answer)) {
      if (answer.length > 20 || answer.some((a) => typeof a !== 'string' || a.length > 200))
        fields[name] = 'Choose at most 20 answers.'
    } else if (typeof answer !== 'number' && typeof answer !== 'boolean') {
      fields[name] = 'Answer with text, a number, yes/no or a list.'
    }
  }
  return fields
}

/** What the membership handlers need. */
export interface MembershipContext {
  identity: IdentityStore
  profiles: ProfileStore
  betaPrograms: BetaProgramStore
  partnerPromotions: PartnerPromotionStore
}

/** The membership and marketing handlers under `base` (e.g. `http://localhost:4100/profile`). */
export function membershipHandlers(context: MembershipContext, base: string) {
  const { identity, profiles, betaPrograms, partnerPromotions } = context
  return [
    http.get(`${base}/api/v1/betaprograms`, ({ request }) => {
      const user = requireUser(identity, request)
      return user instanceof Response ? user : json({ items: betaPrograms.list() })
    }),

    ...ACCOUNT_PATHS.flatMap((path) => [
      http.get(`${base}${path}/betaprograms`, ({ request, params }) => {
        const user = requireAccountOwner(identity, request, params)
        return user instanceof Response ? user : json({ items: betaPrograms.listMemberships(user.id) })
      }),
      http.post(`${base}${path}/betaprograms/validateall`, ({ request, params }) => {
        const user = requireAccountOwner(identity, request, params)
        return user instanceof Response ? user : json({ items: betaPrograms.validateAll(user.id) })
      }),
      http.post(`${base}${path}/betaprograms`, async ({ request, params }) => {
        const user = requireAccountOwner(identity, request, params)
        if (user instanceof Response) return user
        const body = await readJsonObject(request)
        if (!body) return badRequest('The body must be a JSON object')
        const id = body.beta_program_id
        if (typeof id !== 'string' || id.trim() === '')
          return validationFailed({ beta_program_id: 'Choose a beta program.' })
        return replyWith(betaPrograms.join(user.id, id))
      }),
      http.delete(`${base}${path}/betaprograms/:betaProgramId`, ({ request, params }) => {
        const user = requireAccountOwner(identity, request, params)
        if (user instanceof Response) return user
        const id = String(params.betaProgramId)
        if (!betaPrograms.leave(user.id, id)) return notFound(`Not a member of beta program ${id}`)
        return new HttpResponse(null, { status: 204 })
      }),

      http.post(`${base}${path}/survey`, async ({ request, params }) => {
        const user = requireAccountOwner(identity, request, params)
        if (user instanceof Response) return user
        const body = await readJsonObject(request)
        if (!body) return badRequest('The body must be a JSON object')
        const problems = surveyProblems(body.survey)
        if (Object.keys(problems).length > 0) return validationFailed(problems)
        profiles.addSurvey(user.id, body.survey as Record<string, unknown>)
        return new HttpResponse(null, { status: 204 })
      }),

      http.get(`${base}${path}/partnerpromotions`, ({ request, params }) => {
        const user = requireAccountOwner(identity, request, params)
        return user instanceof Response ? user : json({ items: partnerPromotions.list(user.id) })
      }),
    ]),

    http.get(`${base}/api/v1/allowtracking`, ({ request }) => {
      // The token is optional (visitors); one that is sent must be valid.
      const user = bearerToken(request) === undefined ? undefined : requireUser(identity, request)
      if (user instanceof Response) return user
      const header = request.headers.get(COUNTRY_HEADER)?.trim().toUpperCase()
      const country = header || (user ? profiles.get(user.id)?.country_code : undefined)
      return json({ allow_tracking: trackingAllowed(country) })
    }),

    http.post(`${base}/api/v1/partnerpromotions/code`, async ({ request }) => {
      if (!appOf(identity, request)) return badRequest('Invalid application credentials')
      const body = await readJsonObject(request)
      if (!body) return badRequest('The body must be a JSON object')
      const fields: FieldErrors = {}
      if (!Number.isInteger(body.user_id) || (body.user_id as number) < 1)
        fields.user_id = 'Must be a user id.'
      if (typeof body.promotion_name !== 'string' || body.promotion_name.trim() === '')
        fields.promotion_name = 'Name the promotion.'
      if (Object.keys(fields).length > 0) return validationFailed(fields)
      const user = identity.users.get(body.user_id as number)
      if (!user) return notFound(`No user ${body.user_id}`)
      return replyWith(partnerPromotions.give(user.id, String(body.promotion_name)))
    }),
  ]
}
