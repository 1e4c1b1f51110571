/**
 * The account lifecycle of the fake identity service (`specs/identity.yaml`, decision 017): sign-up
 * with the application's credentials, deactivation, the email change (verification e-mail into the
 * sandbox outbox, completed by `PUT /users/{userId}` with the e-mail's token, or on the identity host's
 * own confirmation page `/en/verify-email` when the request had no `redirect_uri`) and the search of
 * users by email address, with the address history.
 */
import { HttpResponse, http } from 'msw'
import {
  accessDenied,
  badRequest,
  bearerToken,
  errorResponse,
  type FieldErrors,
  isoSeconds,
  json,
  notFound,
  readForm,
  readJsonObject,
  validationFailed,
} from '../http.ts'
import { allAppOrigins, allowedTarget, isAllowedOrigin, type ResolvedSandboxOptions } from '../options.ts'
import type { Outbox } from '../outbox.ts'
import {
  appOf,
  requireAccountOwner,
  requireRecentPassword,
  requireUser,
  text,
  toUser,
  USER_ADMIN_SCOPE,
} from './handlers.ts'
import { pageHeaders, renderMessagePage, renderVerifyEmailPage } from './html.ts'
import {
  IDENTITY_ERROR_CODES as CODES,
  EMAIL_VERIFICATION_TTL_SECONDS,
  emailAddressProblem,
  nameProblems,
  passwordProblem,
} from './rules.ts'
import type { IdentityStore, IdentityUser } from './store.ts'
import { grantedScopes } from './types.ts'

/** What the account handlers need besides the store. */
export interface AccountContext {
  outbox: Outbox
  options: ResolvedSandboxOptions
}

/** Sender of the identity service's e-mails. */
export const ACCOUNT_EMAIL_SENDER = 'Music Software <accounts@music-software.example>'

const LOCALE = /^[a-z]{2}_[A-Z]{2}$/
const isStaff = (user: IdentityUser) => grantedScopes(user).identity?.includes(USER_ADMIN_SCOPE) ?? false
const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()
const until = (ms: number) => new Date(ms).toUTCString().replace(/:\d\d GMT$/, ' UTC')

/**
 * The link of the verification e-mail: `redirectUri` with `token`, `user_id` and `email_address` added
 * to its query, or the identity host's own confirmation page.
 */
export function verificationLink(
  base: string,
  token: string,
  user: IdentityUser,
  emailAddress: string,
  redirectUri?: URL,
): string {
  if (!redirectUri) return `${base}/en/verify-email?${new URLSearchParams({ token })}`
  const link = new URL(redirectUri)
  link.searchParams.set('token', token)
  link.searchParams.set('user_id', String(user.id))
  link.searchParams.set('email_address', emailAddress)
  return link.toString()
}

/**
 * Completes an email change: checks the new address is still free, changes it (the old one joins the
 * history) and tells the old address. Shared by `PUT /users/{userId}` and the confirmation page.
 * @returns the user, or the 400 reply (1301 when the address was taken meanwhile)
 */
export function completeEmailChange(
  identity: IdentityStore,
  outbox: Outbox,
  user: IdentityUser,
  emailAddress: string,
): IdentityUser | Response {
  const holder = identity.findByEmail(emailAddress)
  if (holder && holder.id !== user.id) {
    const message = 'Another account uses this email address.'
    return validationFailed({ email_address: message }, CODES.emailAddressInUse)
  }
  const previous = user.email_address
  identity.changeEmail(user.id, emailAddress)
  outbox.send({
    service: 'identity',
    from: ACCOUNT_EMAIL_SENDER,
    to: previous,
    subject: 'Your email address was changed',
    text: [
      `Hi ${user.first_name || 'there'},`,
      '',
      `the email address of your Music Software account is now ${user.email_address}; it was ${previous}.`,
      '',
      'If you did not change it, reply to this e-mail so that we can secure your account.',
      '',
      'Music Software',
    ].join('\n'),
    links: [],
  })
  return user
}

/** The account handlers under `base` (e.g. `http://localhost:4100/identity`). */
export function identityAccountHandlers(identity: IdentityStore, base: string, context: AccountContext) {
  const { outbox, options } = context
  const headers = pageHeaders(allAppOrigins(options))
  const page = (html: string, status: number) => new HttpResponse(html, { status, headers })
  const expiredLink = () =>
    page(
      renderMessagePage(
        'Link expired',
        'This verification link has expired or was already used. Ask for a new one in your account.',
      ),
      400,
    )
  const verifyAction = `${new URL(base).pathname.replace(/\/+$/, '')}/en/verify-email`
  const recent = (request: Request, user: IdentityUser | Response) =>
    user instanceof Response
      ? user
      : requireRecentPassword(identity, request, user, options.passwordReentrySeconds, options.now())

  const deactivate = ({ request, params }: { request: Request; params: Record<string, unknown> }) => {
    const user = recent(request, requireAccountOwner(identity, request, params))
    if (user instanceof Response) return user
    identity.deactivate(user.id)
    return json({ message: 'Account deactivated' })
  }

  const sendVerification = async ({
    request,
    params,
  }: {
    request: Request
    params: Record<string, unknown>
  }) => {
    const user = recent(request, requireAccountOwner(identity, request, params))
    if (user instanceof Response) return user
    const body = await readJsonObject(request)
    if (!body) return badRequest('The body must be a JSON object')
    const emailProblem = emailAddressProblem(body.email_address)
    if (emailProblem) return validationFailed({ email_address: emailProblem })
    const emailAddress = String(body.email_address).trim()
    let redirectUri: URL | undefined
    if (body.redirect_uri !== undefined) {
      redirectUri =
        allowedTarget(text(body.redirect_uri), (origin) => isAllowedOrigin(origin, options)) ?? undefined
      if (!redirectUri) {
        const message = 'redirect_uri must be a page of a site this application may return users to.'
        return validationFailed({ redirect_uri: message }, CODES.redirectUriNotAllowed)
      }
    }
    if (sameAddress(emailAddress, user.email_address)) {
      const message = 'This is already your email address.'
      return validationFailed({ email_address: message }, CODES.sameEmailAddress)
    }
    if (identity.findByEmail(emailAddress)) {
      const message = 'Another account uses this email address.'
      return validationFailed({ email_address: message }, CODES.emailAddressInUse)
    }
    const verification = identity.emailChanges.issue(user.id, emailAddress, EMAIL_VERIFICATION_TTL_SECONDS)
    const link = verificationLink(base, verification.token, user, emailAddress, redirectUri)
    outbox.send({
      service: 'identity',
      from: ACCOUNT_EMAIL_SENDER,
      to: emailAddress,
      subject: 'Confirm your new email address',
      text: [
        `Hi ${user.first_name || 'there'},`,
        '',
        `you asked to use ${emailAddress} for your Music Software account instead of ${user.email_address}.`,
        'Confirm it with this link:',
        '',
        link,
        '',
        `The link works once, until ${until(verification.expiresAt)}. If you did not ask for this, ignore`,
        'this e-mail: your address stays as it is.',
        '',
        'Music Software',
      ].join('\n'),
      links: [link],
    })
    return new Response(null, { status: 204 })
  }

  return [
    http.post(`${base}/api/v1/users`, async ({ request }) => {
      if (!appOf(identity, request)) return badRequest('Invalid application credentials')
      const body = await readJsonObject(request)
      if (!body) return badRequest('The body must be a JSON object')
      const fields: FieldErrors = nameProblems(body, ['first_name', 'last_name'])
      const emailProblem = emailAddressProblem(body.email_address)
      if (emailProblem) fields.email_address = emailProblem
      if (body.locale !== undefined && !(typeof body.locale === 'string' && LOCALE.test(body.locale)))
        fields.locale = 'Use a locale like en_US.'
      if (body.timestamp !== undefined && Number.isNaN(Date.parse(String(body.timestamp))))
        fields.timestamp = 'Use an ISO 8601 date-time.'
      const malformed = Object.keys(fields).length > 0
      const email = String(body.email_address ?? '').trim()
      const taken = !emailProblem && identity.findByEmail(email) !== undefined
      if (taken) fields.email_address = 'An account with this email address already exists. Sign in instead.'
      const weak = passwordProblem(body.password, email)
      if (weak) fields.password = weak
      if (Object.keys(fields).length > 0) {
        const code = malformed ? CODES.badRequest : taken ? CODES.emailAddressInUse : CODES.weakPassword
        return validationFailed(fields, code)
      }
      const user = identity.createUser({
        email_address: email,
        password: String(body.password),
        first_name: text(body.first_name)?.trim() ?? '',
        last_name: text(body.last_name)?.trim() ?? '',
        locale: text(body.locale) ?? 'en_US',
        date_created:
          body.timestamp === undefined ? undefined : isoSeconds(Date.parse(String(body.timestamp))),
      })
      return json(toUser(user))
    }),

    http.delete(`${base}/api/v1/me`, deactivate),
    http.delete(`${base}/api/v1/users/:userId`, deactivate),
    http.post(`${base}/api/v1/me/sendverifyemailaddress`, sendVerification),
    http.post(`${base}/api/v1/users/:userId/sendverifyemailaddress`, sendVerification),

    http.put(`${base}/api/v1/users/:userId`, async ({ request, params }) => {
      const verification = identity.emailChanges.find(bearerToken(request))
      let user: IdentityUser | undefined
      if (verification) {
        if (String(verification.userId) !== String(params.userId)) return accessDenied()
        if (!identity.emailChanges.isUsable(verification)) {
          const message = 'This verification link has expired or was already used. Ask for a new one.'
          return errorResponse(400, CODES.verificationTokenInvalid, message)
        }
        user = identity.users.get(verification.userId)
      } else {
        const caller = requireUser(identity, request)
        if (caller instanceof Response) return caller
        if (!isStaff(caller))
          return accessDenied('Changing the email address needs the token of the verification e-mail')
        user = identity.users.get(Number(params.userId))
      }
      if (!user) return notFound(`No user ${params.userId}`)
      const body = await readJsonObject(request)
      if (!body) return badRequest('The body must be a JSON object')
      const emailProblem = emailAddressProblem(body.email_address)
      if (emailProblem) return validationFailed({ email_address: emailProblem })
      const emailAddress = String(body.email_address).trim()
      if (verification && !sameAddress(emailAddress, verification.emailAddress)) {
        return validationFailed({ email_address: 'Must be the address the verification e-mail was sent to.' })
      }
      const changed = completeEmailChange(identity, outbox, user, emailAddress)
      if (changed instanceof Response) return changed
      if (verification) verification.used = true
      return json(toUser(changed))
    }),

    http.get(`${base}/api/v1/users`, ({ request }) => {
      const caller = requireUser(identity, request)
      if (caller instanceof Response) return caller
      const query = new URL(request.url).searchParams
      const email = query.get('email_address')?.trim() ?? ''
      const emailProblem = emailAddressProblem(email)
      if (emailProblem) return validationFailed({ email_address: emailProblem })
      const includeHistory = query.get('include_email_address_history') === 'true'
      const found = identity.searchByEmail(email, includeHistory)
      if (isStaff(caller)) return json({ items: found.map((u) => toUser(u, includeHistory)) })
      // Anyone else may look up only their own account: never say whether another address exists.
      if (!found.some((u) => u.id === caller.id)) return accessDenied()
      return json({ items: [toUser(caller, includeHistory)] })
    }),

    // The identity host's own confirmation page, for a verification e-mail without redirect_uri.
    http.get(`${base}/en/verify-email`, ({ request }) => {
      const token = new URL(request.url).searchParams.get('token') ?? ''
      const verification = identity.emailChanges.find(token)
      if (!verification || !identity.emailChanges.isUsable(verification)) return expiredLink()
      return page(
        renderVerifyEmailPage({ action: verifyAction, token, email: verification.emailAddress }),
        200,
      )
    }),

    http.post(`${base}/en/verify-email`, async ({ request }) => {
      const verification = identity.emailChanges.find((await readForm(request)).get('token') ?? '')
      const user = verification && identity.users.get(verification.userId)
      if (!verification || !user || !identity.emailChanges.isUsable(verification)) return expiredLink()
      const changed = completeEmailChange(identity, outbox, user, verification.emailAddress)
      if (changed instanceof Response) {
        const text = 'Another account uses this email address now. Your address stays as it was.'
        return page(renderMessagePage('Email address not changed', text), 409)
      }
      verification.used = true
      const text = `The email address of your account is now ${changed.email_address}.`
      return page(renderMessagePage('Email address changed', text), 200)
    }),
  ]
}
