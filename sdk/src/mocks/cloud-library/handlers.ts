/**
 * Stateful handlers of the cloud library service (docs/requirements.md §7 "Other: cloud library";
 * `specs/cloud-library.yaml`): a file of the user's library with a signed download request, and the
 * file host that serves it. `/me/files/{fileId}` has its `/users/{userId}/files/{fileId}` twin.
 */
import { http } from 'msw'
import type { FileHost } from '../file-host.ts'
import { json, notFound } from '../http.ts'
import { ACCOUNT_PATHS, requireAccountOwner } from '../identity/handlers.ts'
import type { IdentityStore } from '../identity/store.ts'
import type { CloudLibraryStore } from './store.ts'

/** The cloud library handlers under `base` (e.g. `http://localhost:4100/cloud-library`). */
export function cloudLibraryHandlers(
  store: CloudLibraryStore,
  context: { identity: IdentityStore; files: FileHost },
  base: string,
) {
  return [
    ...ACCOUNT_PATHS.map((path) =>
      http.get(`${base}${path}/files/:fileId`, ({ request, params }) => {
        const user = requireAccountOwner(context.identity, request, params)
        if (user instanceof Response) return user
        const file = store.get(user.id, String(params.fileId))
        return file ? json(file) : notFound(`No file ${params.fileId} in your library`)
      }),
    ),
    ...context.files.handlers(),
  ]
}
