/**
 * The stateful profile service's profiles and avatars (`createSandbox`, msw; decision 017): every field
 * of docs/requirements.md §3 written and read back, one message per invalid field (and nothing applied), the profile
 * search, and the avatar: upload URL → PUT of the image to the storage host (type, size and pixels
 * checked) → `PUT /me/avatar` → real JPEGs at the avatar's URLs → `DELETE /me/avatar`. The bearer
 * checks of every `/me` operation and its `/users/{userId}` twin. Every request and reply is checked
 * against `specs/profile.yaml` (`contractCaller`).
 */
import sharp from 'sharp'
import { beforeEach, describe, expect, it } from 'vitest'
import { checkAccountCredentials, installSandbox } from '../../testing/test-support.ts'
import { DEMO_USERS } from '../seed.ts'

const [ALEX, SAM, ROBIN] = DEMO_USERS
const t = installSandbox(['profile'])
const call = t.call
let alex: string
let sam: string
beforeEach(() => {
  alex = t.token(ALEX.email_address)
  sam = t.token(SAM.email_address)
})

const me = async (token: string) => (await call('profile', 'GET', '/api/v1/me', { token })).body
const update = (token: string, body: Record<string, unknown>, invalidRequest = false) =>
  call('profile', 'PUT', '/api/v1/me', { token, body, invalidRequest })

/** A `width`×`height` image of `format`, made with sharp. */
async function image(
  format: 'png' | 'jpeg' | 'webp' | 'gif',
  width = 300,
  height = 200,
): Promise<Uint8Array> {
  const made = sharp({ create: { width, height, channels: 3, background: '#3b82f6' } })
  return new Uint8Array(await made.toFormat(format).toBuffer())
}

/** PUTs bytes to an upload URL as a browser would (no credentials). */
function upload(url: string, bytes: Uint8Array, contentType: string) {
  return fetch(url, {
    method: 'PUT',
    headers: { 'Content-Type': contentType },
    body: new Blob([bytes as BlobPart]),
  })
}

const uploadUrl = async (token: string, contentType = 'image/png') => {
  const reply = await call('profile', 'POST', '/api/v1/me/fileuploadurl', {
    token,
    body: { upload_type: 'avatar', content_type: contentType },
  })
  expect(reply.status).toBe(200)
  return reply.body as { method: string; url: string; expires: string }
}

describe('the profile (GET / PUT /me)', () => {
  it('writes every field of docs/requirements.md §3 and reads it back; names and locale reach the identity user', async () => {
    const fields = {
      global_contact_status: 0,
      first_name: 'Alexandra',
      last_name: 'Rivera-Lopez',
      dj_name: 'Riv',
      locale: 'de_DE',
      address_1: 'Oranienstraße 12',
      address_2: 'Hinterhaus',
      city: 'Berlin',
      region: 'Berlin',
      postcode: '10999',
      country_code: 'DE',
      notify_tracked: false,
      notify_private: false,
      auto_read: true,
      auto_subscribe: false,
      threads_per_page: 50,
      language: 'de',
      display_name: 'Riv',
      company: 'Riv Records',
      daw: 'Ableton Live',
      product: 'DJ Pro',
    }
    const { notify_private, ...sameInReply } = fields
    const updated = await update(alex, fields)
    expect(updated.body).toMatchObject({ ...sameInReply, notify_private_message: notify_private })
    expect(await me(alex)).toMatchObject({ ...sameInReply, notify_private_message: false })
    expect(t.sandbox().stores.identity.findByEmail(ALEX.email_address)).toMatchObject({
      first_name: 'Alexandra',
      last_name: 'Rivera-Lopez',
      locale: 'de_DE',
    })
  })

  it('names each invalid field and changes nothing', async () => {
    const before = await me(alex)
    const refused = await update(
      alex,
      {
        city: 'Bristol',
        postcode: 'NOT A CODE',
        country_code: 'XX',
        daw: 'Ableton',
        locale: 'en',
        threads_per_page: 0,
        dj_name: 'D'.repeat(51),
        notify_tracked: 'yes',
        company: 'Line\nbreak',
      },
      true,
    )
    expect(refused).toMatchObject({ status: 400, body: { code: 1000 } })
    expect(Object.keys(refused.body.fields).sort()).toEqual([
      'company',
      'country_code',
      'daw',
      'dj_name',
      'locale',
      'notify_tracked',
      'threads_per_page',
    ])
    expect(await me(alex)).toEqual(before)
  })

  it('checks the postcode against the country: sent, stored, or changed alone', async () => {
    const gb = await update(alex, { postcode: '90210' })
    expect(gb.body).toMatchObject({
      code: 1000,
      fields: { postcode: 'Enter a valid postcode for United Kingdom.' },
    })
    expect((await update(alex, { postcode: 'SW1A 1AA' })).status).toBe(200)
    // Moving to the US with a British postcode: the stored postcode no longer fits.
    const moved = await update(alex, { country_code: 'US' })
    expect(moved.body.fields).toEqual({ postcode: 'Enter a valid postcode for United States.' })
    expect((await update(alex, { country_code: 'US', postcode: '94110' })).body.postcode).toBe('94110')
    // An empty postcode is always allowed.
    expect((await update(sam, { postcode: '' })).status).toBe(200)
  })

  it('finds a profile by email address: staff any, everyone else only their own', async () => {
    const robin = t.token(ROBIN.email_address)
    const query = `/api/v1/users?email_address=${encodeURIComponent(ALEX.email_address)}`
    expect((await call('profile', 'GET', query, { token: robin })).body.items[0]).toMatchObject({
      dj_name: 'DJ Riv',
    })
    expect((await call('profile', 'GET', query, { token: alex })).body.items).toHaveLength(1)
    expect(await call('profile', 'GET', query, { token: sam })).toMatchObject({
      status: 403,
      body: { code: 2000 },
    })
  })

  it('creates the profile of a new user from the account', async () => {
    const user = t.sandbox().stores.identity.createUser({
      email_address: 'kai.tanaka@example.com',
      password: 'Crossfader-9',
      first_name: 'Kai',
      last_name: 'Tanaka',
      locale: 'ja_JP',
    })
    const token = t.sandbox().stores.identity.signIn(user.id, 'music-website').access.token
    expect(await me(token)).toMatchObject({
      user_id: user.id,
      email_address: 'kai.tanaka@example.com',
      first_name: 'Kai',
      locale: 'ja_JP',
      global_contact_status: 0,
      avatar: { ts: 0 },
    })
  })
})

describe('the avatar', () => {
  it('uploads an image, makes it the avatar (real JPEGs of 64, 256 and 512 px), then removes it', async () => {
    const before = (await me(alex)).avatar
    expect(before.ts).toBe(0)
    const defaultImage = await fetch(before.full)
    expect(defaultImage.headers.get('Content-Type')).toBe('image/png')
    expect((await sharp(new Uint8Array(await defaultImage.arrayBuffer())).metadata()).width).toBe(512)

    const target = await uploadUrl(alex)
    expect(target).toMatchObject({ method: 'PUT', expires: '2026-11-21T09:45:00Z' })
    expect((await upload(target.url, await image('png', 640, 480), 'image/png')).status).toBe(200)
    t.advance(5000)
    const set = await call('profile', 'PUT', '/api/v1/me/avatar', { token: alex })
    expect(set.status).toBe(200)
    expect(set.body.ts).toBe(Math.floor(t.now() / 1000))
    expect((await me(alex)).avatar).toEqual(set.body)
    for (const [size, edge] of [
      ['thumb', 64],
      ['mid', 256],
      ['full', 512],
    ] as const) {
      const served = await fetch(set.body[size])
      expect(served.headers.get('Content-Type')).toBe('image/jpeg')
      const info = await sharp(new Uint8Array(await served.arrayBuffer())).metadata()
      expect([info.format, info.width, info.height]).toEqual(['jpeg', edge, edge])
    }

    const removed = await call('profile', 'DELETE', '/api/v1/me/avatar', { token: alex })
    expect(removed.body).toEqual(before)
    expect((await me(alex)).avatar).toEqual(before)
    expect((await fetch(set.body.full)).status).toBe(404)
  })

  it('refuses another type, a large or broken file, a tiny image, a spent or expired URL', async () => {
    const png = await image('png')
    const target = await uploadUrl(alex)
    expect((await upload(target.url, png, 'image/jpeg')).status).toBe(415)
    expect((await upload(target.url, new Uint8Array(5 * 1024 * 1024 + 1), 'image/png')).status).toBe(413)
    expect((await upload(target.url, new TextEncoder().encode('not an image'), 'image/png')).status).toBe(400)
    expect((await upload(target.url, await image('jpeg'), 'image/png')).status).toBe(400)
    const tiny = await upload(target.url, await image('png', 32, 32), 'image/png')
    expect(tiny.status).toBe(400)
    expect(await tiny.json()).toMatchObject({ error: 'Use an image of 64 to 8000 pixels a side.' })
    expect((await upload(target.url, png, 'image/png')).status).toBe(200)
    expect((await upload(target.url, png, 'image/png')).status).toBe(403)
    const late = await uploadUrl(alex, 'image/webp')
    t.advance(15 * 60 * 1000)
    expect((await upload(late.url, await image('webp'), 'image/webp')).status).toBe(403)
    expect((await upload(`${t.sandbox().baseUrl('profile')}/uploads/nope`, png, 'image/png')).status).toBe(
      404,
    )
  })

  it('answers 404 to PUT /me/avatar before any upload, and 400 to an unknown type', async () => {
    expect(await call('profile', 'PUT', '/api/v1/me/avatar', { token: sam })).toMatchObject({
      status: 404,
      body: { code: 3001 },
    })
    const refused = await call('profile', 'POST', '/api/v1/me/fileuploadurl', {
      token: sam,
      body: { upload_type: 'banner', content_type: 'image/svg+xml' },
      invalidRequest: true,
    })
    expect(refused.body).toMatchObject({
      code: 1000,
      fields: { upload_type: expect.any(String), content_type: expect.any(String) },
    })
  })

  it('takes a GIF and a WebP too (the avatar from the last upload)', async () => {
    for (const [format, type] of [
      ['gif', 'image/gif'],
      ['webp', 'image/webp'],
    ] as const) {
      const target = await uploadUrl(sam, type)
      expect((await upload(target.url, await image(format), type)).status).toBe(200)
    }
    const set = await call('profile', 'PUT', '/api/v1/me/avatar', { token: sam })
    expect(set.body.ts).toBeGreaterThan(0)
    // The upload was used: a second PUT has nothing to apply.
    expect((await call('profile', 'PUT', '/api/v1/me/avatar', { token: sam })).status).toBe(404)
  })
})

describe('credentials', () => {
  checkAccountCredentials(
    t,
    'profile',
    [
      ['GET', '', undefined],
      ['PUT', '', { city: 'Leeds' }],
      ['POST', '/fileuploadurl', { upload_type: 'avatar', content_type: 'image/png' }],
      ['PUT', '/avatar', undefined],
      ['DELETE', '/avatar', undefined],
    ],
    { owner: SAM.email_address, other: ALEX.email_address },
  )
})
