import type { QueryClient } from '@tanstack/react-query'
import type { Auth } from '../../../auth/auth.ts'
import { identityQueries } from './identity-queries.ts'
import { profileQueries } from './profile-queries.ts'

/**
 * The signed-in layouts' loader (docs/decisions/034): notes whose data the area's screens show, from
 * the identity service's `GET /me` (kept in the area's QueryClient, so the staff check and the
 * settings screen reuse it, and on the server it travels in the HTML). A tab then takes no token of
 * another user (`Auth.setScreenUser`). A failed `GET /me` is left to the screens, which show their own
 * errors. Nothing for a hover preload.
 *
 * It also starts the profile service's `GET /me`, which the header's avatar reads (`HeaderAvatar`), so
 * on the server it travels in the HTML with the screen: a full load then asks the services nothing
 * after hydration, and no access token either (issue 32's walk: every full load ended with a browser
 * refresh and `GET /profile/api/v1/me` 1–3 s after load, for the avatar alone).
 */
export async function identifyScreenUser(
  { auth, queryClient }: { auth: Auth; queryClient: QueryClient },
  preload: boolean,
): Promise<void> {
  if (preload) return
  void queryClient.prefetchQuery(profileQueries.profile())
  try {
    const me = await queryClient.ensureQueryData(identityQueries.me())
    auth.setScreenUser(me.id)
  } catch {
    // the screens' own queries fail too and say why
  }
}
