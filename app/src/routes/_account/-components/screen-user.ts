import type { QueryClient } from '@tanstack/react-query'
import type { Auth } from '../../../auth/auth.ts'
import { identityQueries } from './identity-queries.ts'

/**
 * The signed-in layouts' loader (docs/decisions/034): notes whose data the area's screens show, from
 * the identity service's `GET /me` (kept in the area's QueryClient, so the staff check and the
 * settings screen reuse it, and on the server it travels in the HTML). A tab then takes no token of
 * another user (`Auth.setScreenUser`). A failed `GET /me` is left to the screens, which show their own
 * errors. Nothing for a hover preload.
 */
export async function identifyScreenUser(
  { auth, queryClient }: { auth: Auth; queryClient: QueryClient },
  preload: boolean,
): Promise<void> {
  if (preload) return
  try {
    const me = await queryClient.ensureQueryData(identityQueries.me())
    auth.setScreenUser(me.id)
  } catch {
    // the screens' own queries fail too and say why
  }
}
