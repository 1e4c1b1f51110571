/**
 * The account fakes over HTTP, as the site's browser code meets them (decision 017): an avatar upload
 * from the site's origin (CORS preflight, the PUT of the image, the avatar's real JPEG), the email
 * change through the link of the e-mail at `GET /__sandbox/outbox`, the password re-entry control
 * endpoint, the bytes of a generated AI image, and the `Retry-After` of a refused one.
 */
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { ALEX, getWithToken, postJson, SITE, signedInSandbox } from './test-support.ts'

const t = signedInSandbox()

const fromSite = (extra: Record<string, string> = {}) => ({
  Authorization: `Bearer ${t.token}`,
  Origin: SITE,
  ...extra,
})
const service = (path: string) => `${t.services.url}${path}`

describe('services sandbox: account', () => {
  it('takes an avatar upload from the site and serves the avatar as a real image', async () => {
    const target = (await (
      await postJson(
        service('/profile/api/v1/me/fileuploadurl'),
        { upload_type: 'avatar', content_type: 'image/png' },
        fromSite(),
      )
    ).json()) as { method: string; url: string }
    expect(target.url.startsWith(service('/profile/uploads/'))).toBe(true)

    const preflight = await fetch(target.url, {
      method: 'OPTIONS',
      headers: {
        Origin: SITE,
        'Access-Control-Request-Method': 'PUT',
        'Access-Control-Request-Headers': 'content-type',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('Access-Control-Allow-Methods')).toContain('PUT')

    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#ef4444' } })
      .png()
      .toBuffer()
    const uploaded = await fetch(target.url, {
      method: target.method,
      headers: { 'Content-Type': 'image/png', Origin: SITE },
      body: new Blob([new Uint8Array(png)]),
    })
    expect(uploaded.status).toBe(200)
    expect(uploaded.headers.get('Access-Control-Allow-Origin')).toBe(SITE)

    const avatar = (await (
      await fetch(service('/profile/api/v1/me/avatar'), { method: 'PUT', headers: fromSite() })
    ).json()) as { ts: number; mid: string }
    expect(avatar.ts).toBeGreaterThan(0)
    const profile = (await (await getWithToken(service('/profile/api/v1/me'), t.token)).json()) as {
      avatar: unknown
    }
    expect(profile.avatar).toEqual(avatar)
    const image = await fetch(avatar.mid, { headers: { Origin: SITE } })
    expect(image.headers.get('Content-Type')).toBe('image/jpeg')
    const info = await sharp(new Uint8Array(await image.arrayBuffer())).metadata()
    expect([info.format, info.width, info.height]).toEqual(['jpeg', 256, 256])
  })

  it('changes the email address through the link of the e-mail in the outbox', async () => {
    const sent = await postJson(
      service('/identity/api/v1/me/sendverifyemailaddress'),
      { email_address: 'dj.riv@example.com', redirect_uri: `${SITE}/account/profile/email` },
      fromSite(),
    )
    expect(sent.status).toBe(204)
    const outbox = (await (
      await fetch(service('/__sandbox/outbox?to=dj.riv%40example.com&service=identity'))
    ).json()) as {
      items: { subject: string; links: string[] }[]
    }
    expect(outbox.items[0]?.subject).toBe('Confirm your new email address')
    const link = new URL(outbox.items[0]?.links[0] as string)
    expect(`${link.origin}${link.pathname}`).toBe(`${SITE}/account/profile/email`)

    // The site's page reads the link and completes the change with the e-mail's token.
    const userId = link.searchParams.get('user_id')
    const done = await fetch(service(`/identity/api/v1/users/${userId}`), {
      method: 'PUT',
      headers: {
        Authorization: `Bearer ${link.searchParams.get('token')}`,
        'Content-Type': 'application/json',
        Origin: SITE,
      },
      body: JSON.stringify({ email_address: link.searchParams.get('email_address') }),
    })
    expect(done.status).toBe(200)
    expect(done.headers.get('Access-Control-Allow-Origin')).toBe(SITE)
    const history = await getWithToken(
      service(
        `/identity/api/v1/users?email_address=${encodeURIComponent(ALEX.email_address)}&include_email_address_history=true`,
      ),
      t.token,
    )
    expect(await history.json()).toMatchObject({
      items: [{ email_address: 'dj.riv@example.com', email_address_history: [ALEX.email_address] }],
    })
    const notice = (await (
      await fetch(service(`/__sandbox/outbox?to=${encodeURIComponent(ALEX.email_address)}`))
    ).json()) as {
      items: { subject: string }[]
    }
    expect(notice.items[0]?.subject).toBe('Your email address was changed')
  })

  it('makes the user’s sign-ins old on request, so the next deactivation asks for the password (2011)', async () => {
    const email = t.services.sandbox.stores.identity.users.get(
      t.services.sandbox.stores.identity.authenticate(t.token) as number,
    )?.email_address as string
    const aged = await fetch(
      service(`/__sandbox/password-reentry?email_address=${encodeURIComponent(email)}`),
      {
        method: 'POST',
      },
    )
    expect(aged.status).toBe(204)
    const refused = await fetch(service('/identity/api/v1/me'), { method: 'DELETE', headers: fromSite() })
    expect(refused.status).toBe(401)
    expect(await refused.json()).toMatchObject({ code: 2011 })
    const unknown = await fetch(service('/__sandbox/password-reentry?email_address=nobody%40example.com'), {
      method: 'POST',
    })
    expect(unknown.status).toBe(404)
  })

  it('serves a generated AI image as real PNG bytes', async () => {
    const reply = await postJson(
      service('/ai-proxy/api/v1/images/generate'),
      {
        prompt: 'Turntables under northern lights',
        provider: 'openai',
        resolution: '256x256',
        response_format: 'url',
      },
      fromSite(),
    )
    expect(reply.status).toBe(200)
    const { image_url } = (await reply.json()) as { image_url: string }
    const image = await fetch(image_url, { headers: { Origin: SITE } })
    expect(image.headers.get('Access-Control-Allow-Origin')).toBe(SITE)
    const bytes = new Uint8Array(await image.arrayBuffer())
    expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    const info = await sharp(bytes).metadata()
    expect([info.width, info.height]).toEqual([256, 256])
  })

  it('lets the site read when to try again after a refused image (Retry-After exposed to CORS)', async () => {
    const reply = await postJson(
      service('/ai-proxy/api/v1/images/generate'),
      { prompt: 'Crowd at dawn sandbox:429' },
      fromSite(),
    )
    expect(reply.status).toBe(429)
    expect(reply.headers.get('Retry-After')).toBe('30')
    expect(reply.headers.get('Access-Control-Allow-Origin')).toBe(SITE)
    expect(reply.headers.get('Access-Control-Expose-Headers')).toBe('Retry-After')
  })
  it('puts a text file into a user’s cloud library for a test (POST /__sandbox/cloud-library/files)', async () => {
    // Alex's address as it is now (a test above changes it).
    const me = (await (await getWithToken(service('/identity/api/v1/me'), t.token)).json()) as {
      email_address: string
    }
    const added = await postJson(service('/__sandbox/cloud-library/files'), {
      email_address: me.email_address,
      file_name: 'Set notes.txt',
      mime_type: 'text/plain',
      text: 'Open with the intro stab.',
    })
    expect(added.status).toBe(201)
    const { id } = (await added.json()) as { id: string }
    expect(id).toMatch(/^f_[A-Z0-9]{12}$/)
    const file = (await (
      await getWithToken(service(`/cloud-library/api/v1/me/files/${id}`), t.token)
    ).json()) as {
      file_name: string
      size: number
      download: { request: { url: string } }
    }
    expect(file).toMatchObject({ file_name: 'Set notes.txt', size: 25 })
    expect(await (await fetch(file.download.request.url)).text()).toBe('Open with the intro stab.')

    const unknown = await postJson(service('/__sandbox/cloud-library/files'), {
      email_address: 'nobody@example.com',
      file_name: 'x.txt',
      mime_type: 'text/plain',
      text: 'x',
    })
    expect(unknown.status).toBe(404)
    const malformed = await postJson(service('/__sandbox/cloud-library/files'), {
      email_address: me.email_address,
      file_name: 'x.txt',
    })
    expect(malformed.status).toBe(400)
  })
})
