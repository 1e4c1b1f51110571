/**
 * Stateful handlers of the profile service (docs/requirements.md §7 "Profile service": `GET` or `PUT /me`;
 * `specs/profile.yaml` `getMyProfile`, `updateMyProfile`).
 * The email address comes from the identity user; first and last name changes are mirrored there.
 */
import { http } from 'msw'
import { badRequest, json, notFound, readJsonObject } from '../http.ts'
import { requireUser } from '../identity/handlers.ts'
import type { IdentityStore } from '../identity/store.ts'
import { type ProfileStore, parseProfileUpdate, toProfileReply } from './store.ts'

/** The profile handlers under `base` (e.g. `http://localhost:4100/profile`). */
export function profileHandlers(profiles: ProfileStore, identity: IdentityStore, base: string) {
  return [
    http.get(`${base}/api/v1/me`, ({ request }) => {
      const user = requireUser(identity, request)
      if (user instanceof Response) return user
      const profile = profiles.get(user.id) ?? profiles.add(user)
      return json(toProfileReply({ ...profile, email_address: user.email_address }))
    }),
    http.put(`${base}/api/v1/me`, async ({ request }) => {
      const user = requireUser(identity, request)
      if (user instanceof Response) return user
      const body = await readJsonObject(request)
      if (!body) return badRequest('The body must be a JSON object')
      const fields = parseProfileUpdate(body)
      if (Array.isArray(fields)) return badRequest(fields.join('; '))
      if (!profiles.get(user.id)) profiles.add(user)
      const profile = profiles.update(user.id, fields)
      if (!profile) return notFound('No profile for this user')
      if (fields.first_name !== undefined) user.first_name = fields.first_name
      if (fields.last_name !== undefined) user.last_name = fields.last_name
      if (fields.locale) user.locale = fields.locale
      return json(toProfileReply({ ...profile, email_address: user.email_address }))
    }),
  ]
}
