/**
 * The sign-up server function (docs/decisions/022): the browser sends the form, the site's server
 * calls the identity service with the application secret, which never leaves the server.
 */
import type { CreateUserRequest } from '@music/sdk/identity'
import { createServerFn } from '@tanstack/react-start'
import { BadInputError } from '../../server/bad-input.ts'
import { withSessionCookies } from '../auth/server-session.server.ts'
import { signUpOnServer } from './sign-up.server.ts'

/** Longest value of each field the function passes on, characters (`CreateUserRequest`'s limits). */
const LIMITS = { email_address: 254, password: 128, first_name: 50, last_name: 50, locale: 5 } as const

/**
 * The body of `POST /users` from anyone's input: strings within the document's limits, unknown
 * properties dropped. The identity service checks the values themselves (and says what is wrong).
 * @throws BadInputError (400) for input that is not such an object (no form sends it)
 */
export function parseSignUpInput(input: unknown): CreateUserRequest {
  if (typeof input !== 'object' || input === null) throw new BadInputError('signUp: invalid input')
  const body: Record<string, string> = {}
  for (const [name, max] of Object.entries(LIMITS)) {
    const value = (input as Record<string, unknown>)[name]
    if (value === undefined || value === '') continue
    if (typeof value !== 'string' || value.length > max) throw new BadInputError(`signUp: invalid ${name}`)
    body[name] = value
  }
  if (body.email_address === undefined || body.password === undefined)
    throw new BadInputError('signUp: invalid input')
  return body as unknown as CreateUserRequest
}

/**
 * Server function: creates the customer's account and signs it in (`signUpOnServer`; the refresh
 * token goes into the session cookie, docs/decisions/031); resolves with a `SignUpResult` (refusals
 * per field, never thrown). Only the site's own pages may call it.
 */
export const signUp = createServerFn({ method: 'POST' })
  .validator(parseSignUpInput)
  .handler(({ data }) =>
    withSessionCookies((config, session) => signUpOnServer(config, data, session), {
      outcome: 'unavailable' as const,
      message: 'Refused',
    }),
  )
