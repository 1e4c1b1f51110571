/**
 * Sign-up on the site's server (docs/decisions/022): `POST /api/v1/users` with the application's
 * credentials, then the new customer's password sign-in (`POST /api/v1/login`, the same credentials),
 * so the browser is signed in without a second trip to the identity service (docs/requirements.md §6:
 * "Login, user creation and partner-promotion code use application credentials").
 */
import { createMemoryTokenStore, type StoredToken, type TokenStore } from '@music/sdk'
import { type CreateUserRequest, createUser, login } from '@music/sdk/identity'
import type { ServerConfig } from '../config/server-config.ts'
import { createServerSdk } from '../config/server-sdk.server.ts'
import { type ServiceFailure, serviceFailure, UNAVAILABLE_MESSAGE } from './service-reply.server.ts'

/** What a sign-up leads to. */
export type SignUpResult =
  /**
   * Created and signed in: the refresh token is in the session cookie (docs/decisions/031), the
   * browser keeps `access` in memory (never logged, never cached).
   */
  | { outcome: 'signed-in'; userId: number; access: StoredToken }
  /** Created, but the sign-in that followed failed: the customer signs in on the identity service's page. */
  | { outcome: 'created'; userId: number }
  | ServiceFailure

/** The device the password sign-in names (`LoginRequest.device_name`), as the customer's sessions list shows it. */
export const SIGN_UP_DEVICE_NAME = 'Music Software website'

/**
 * Creates the account and signs it in.
 * @param config the server configuration: without `appSecret` the answer is `unavailable`
 * @param session where the sign-in's tokens go: the request's session cookies (`sessionStore`)
 * @returns the outcome; refusals carry the service's code (1301 address used, 1302 weak password,
 *   1000 a field) and one message per field
 */
export async function signUpOnServer(
  config: Pick<ServerConfig, 'servicesBaseUrl' | 'appId' | 'appSecret'>,
  request: CreateUserRequest,
  session: TokenStore = createMemoryTokenStore(),
): Promise<SignUpResult> {
  if (!config.appSecret) return { outcome: 'unavailable', message: UNAVAILABLE_MESSAGE }
  // The login's reply is a grant: the transport stores its tokens in `session`.
  const sdk = createServerSdk(config, session)
  let userId: number
  try {
    userId = (await createUser(request, { sdk })).id
  } catch (error) {
    return serviceFailure(error)
  }
  try {
    await login(
      { email_address: request.email_address, password: request.password, device_name: SIGN_UP_DEVICE_NAME },
      { sdk },
    )
    const { access, refresh } = session.get()
    return access && refresh ? { outcome: 'signed-in', userId, access } : { outcome: 'created', userId }
  } catch {
    return { outcome: 'created', userId }
  }
}
