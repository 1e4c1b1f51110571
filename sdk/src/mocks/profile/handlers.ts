/**
 * Stateful handlers of the profile service's profiles and avatars (docs/requirements.md §7 "Profile service";
 * `specs/profile.yaml`): `GET`/`PUT /me` with one message per invalid field, the profile search by
 * email address, upload URLs and the storage host that takes the `PUT` of an avatar image, `PUT` and
 * `DELETE /me/avatar`, and the avatar images themselves. Every `/me/…` operation has its
 * `/users/{userId}/…` twin, which acts on that user only (403 code 2000 otherwise). The email address
 * comes from the identity user; first and last name and locale changes are mirrored there. Beta
 * programs, surveys, tracking consent and partner promotions are in `membership.ts`.
 */
import { HttpResponse, http } from 'msw'
import type { FileHost } from '../file-host.ts'
import {
  accessDenied,
  badRequest,
  errorResponse,
  json,
  notFound,
  readJsonObject,
  validationFailed,
} from '../http.ts'
import { ACCOUNT_PATHS, requireAccountOwner, requireUser, USER_ADMIN_SCOPE } from '../identity/handlers.ts'
import type { IdentityStore, IdentityUser } from '../identity/store.ts'
import { grantedScopes } from '../identity/types.ts'
import { AvatarStore } from './avatars.ts'
import {
  accountProfileFields,
  type ProfileRecord,
  type ProfileStore,
  parseProfileUpdate,
  toProfileReply,
} from './store.ts'

/** The stored profile of an identity user, created from the account when it has none yet (sign-up). */
export function profileOf(profiles: ProfileStore, user: IdentityUser): ProfileRecord {
  return profiles.get(user.id) ?? profiles.add(user, accountProfileFields(user))
}

/** What the profile handlers need besides the stores. */
export interface ProfileContext {
  identity: IdentityStore
  avatars: AvatarStore
  /** The host of the avatar images (`<base>/avatars`). */
  avatarImages: FileHost
}

/** The profile and avatar handlers under `base` (e.g. `http://localhost:4100/profile`). */
export function profileHandlers(profiles: ProfileStore, context: ProfileContext, base: string) {
  const { identity, avatars } = context
  const reply = (user: IdentityUser) =>
    json(toProfileReply({ ...profileOf(profiles, user), email_address: user.email_address }))

  return [
    ...ACCOUNT_PATHS.flatMap((path) => [
      http.get(`${base}${path}`, ({ request, params }) => {
        const user = requireAccountOwner(identity, request, params)
        return user instanceof Response ? user : reply(user)
      }),
      http.put(`${base}${path}`, async ({ request, params }) => {
        const user = requireAccountOwner(identity, request, params)
        if (user instanceof Response) return user
        const body = await readJsonObject(request)
        if (!body) return badRequest('The body must be a JSON object')
        const stored = profileOf(profiles, user)
        const parsed = parseProfileUpdate(body, stored)
        if (!parsed.ok) return validationFailed(parsed.fields)
        const fields = parsed.value
        profiles.update(user.id, fields)
        if (fields.first_name !== undefined) user.first_name = fields.first_name
        if (fields.last_name !== undefined) user.last_name = fields.last_name
        if (fields.locale) user.locale = fields.locale
        return reply(user)
      }),

      http.post(`${base}${path}/fileuploadurl`, async ({ request, params }) => {
        const user = requireAccountOwner(identity, request, params)
        if (user instanceof Response) return user
        const body = await readJsonObject(request)
        if (!body) return badRequest('The body must be a JSON object')
        const fields: Record<string, string> = {}
        if (body.upload_type !== 'avatar') fields.upload_type = 'The only upload type is avatar.'
        if (!AvatarStore.accepts(body.content_type))
          fields.content_type = 'Upload a JPEG, PNG, WebP or GIF image.'
        if (Object.keys(fields).length > 0) return validationFailed(fields)
        return json(avatars.createUpload(user.id, String(body.content_type)))
      }),

      http.put(`${base}${path}/avatar`, async ({ request, params }) => {
        const user = requireAccountOwner(identity, request, params)
        if (user instanceof Response) return user
        const profile = profileOf(profiles, user)
        const avatar = await avatars.apply(user.id, profile.avatar)
        if (!avatar) return notFound('No image was uploaded since the avatar last changed. Upload one first.')
        return json(profiles.setAvatar(user.id, avatar))
      }),
      http.delete(`${base}${path}/avatar`, ({ request, params }) => {
        const user = requireAccountOwner(identity, request, params)
        if (user instanceof Response) return user
        avatars.discard(profileOf(profiles, user).avatar)
        return json(profiles.setAvatar(user.id, undefined))
      }),
    ]),

    http.get(`${base}/api/v1/users`, ({ request }) => {
      const caller = requireUser(identity, request)
      if (caller instanceof Response) return caller
      const email = new URL(request.url).searchParams.get('email_address')?.trim() ?? ''
      if (!email.includes('@')) return validationFailed({ email_address: 'Enter an email address.' })
      const found = identity.findByEmail(email)
      const staff = grantedScopes(caller).identity?.includes(USER_ADMIN_SCOPE) ?? false
      // Anyone but staff may find only their own profile (as the identity service's user search).
      if (!staff && found?.id !== caller.id) return accessDenied()
      return json({
        items: found
          ? [toProfileReply({ ...profileOf(profiles, found), email_address: found.email_address })]
          : [],
      })
    }),

    // The storage host of the upload URLs: a plain PUT of the bytes, no credentials.
    http.put(`${base}/uploads/:token`, async ({ request, params }) => {
      const length = request.headers.get('Content-Length')
      const outcome = await avatars.receive(
        String(params.token),
        request.headers.get('Content-Type'),
        length === null ? undefined : Number(length),
        () => request.arrayBuffer(),
      )
      if (!outcome.ok) return errorResponse(outcome.status, outcome.code, outcome.error)
      return new HttpResponse(null, { status: 200 })
    }),
    ...context.avatarImages.handlers(),
  ]
}
