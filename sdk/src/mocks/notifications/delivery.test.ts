/**
 * What applications are sent: `GET /me/notifications` (v2) and v1's list over the seed, and the
 * promise of the console's "who sees what": the
 * sdk's `targetNotifications` over what staff can read gives exactly what `/me/notifications` sends.
 * Every reply is checked against its document (`call`).
 */
import { describe, expect, it } from 'vitest'
import { type TargetHost, targetNotifications } from '../../notifications/targeting.ts'
import { installNotificationSandbox, NOW } from '../../testing/notification-sandbox.ts'

const { call, token, userId } = installNotificationSandbox()

const DEVICE = '7f3e9b2a-1c4d-4e5f-8a6b-9c0d1e2f3a4b'

/** `GET /me/notifications` for a host; returns `[id, language of the content]` per item. */
async function delivered(query: Record<string, string>, bearer?: string) {
  const search = new URLSearchParams({ device_id: DEVICE, ...query })
  const reply = await call('notifications', 'GET', `/api/v2/me/notifications?${search}`, { token: bearer })
  expect(reply.status).toBe(200)
  return reply.body.items.map((n: { id: string; content: { language: string }[] }) => {
    expect(n.content).toHaveLength(1)
    return `${n.id} ${n.content[0]?.language}`
  })
}

const djPro = (version: string, os = 'mac', osVersion = '14.5') => ({
  host_app_name: 'serato_dj_pro',
  host_app_version: version,
  host_os_name: os,
  host_os_version: osVersion,
})

describe('GET /me/notifications', () => {
  it('sends an anonymous DJ Pro 3 on mac the live banner, in the locale language or en', async () => {
    expect(await delivered({ ...djPro('3.5.2'), locale: 'en_GB' })).toEqual(['301 en'])
    expect(await delivered({ ...djPro('3.5.2'), locale: 'de-DE' })).toEqual(['301 de'])
    expect(await delivered({ ...djPro('3.5.2'), locale: 'fr_FR' })).toEqual(['301 en'])
    expect(await delivered(djPro('3.5.2'))).toEqual(['301 en'])
  })

  it('sends the takeover in testing to the enabled test user only', async () => {
    expect(await delivered(djPro('4.0', 'win', '10.0'), token('robin'))).toEqual(['302 en'])
    expect(await delivered(djPro('4.0', 'win', '10.0'), token('alex'))).toEqual([])
    expect(await delivered(djPro('4.0', 'win', '10.0'), token('sam'))).toEqual([]) // disabled test user
    expect(await delivered(djPro('4.0', 'win', '10.0'))).toEqual([])
  })

  it('sends DJ Lite the English-only modal whatever the locale', async () => {
    const lite = {
      host_app_name: 'serato_dj_lite',
      host_app_version: '1.6',
      host_os_name: 'win',
      locale: 'de_AT',
    }
    expect(await delivered(lite)).toEqual(['303 en'])
    expect(await delivered({ ...lite, host_app_version: '1.4.9' })).toEqual([])
  })

  it('sends Studio release notes to signed-in users on a recent enough OS only', async () => {
    const studio = {
      host_app_name: 'serato_studio',
      host_app_version: '2.1',
      host_os_name: 'mac',
      host_os_version: '12.0',
    }
    expect(await delivered(studio)).toEqual([]) // the campaign is not anonymous
    expect(await delivered(studio, token('alex'))).toEqual(['305 en'])
    expect(await delivered({ ...studio, host_os_version: '11.7' }, token('alex'))).toEqual([])
    expect(await delivered({ ...studio, host_app_version: '2.2' }, token('alex'))).toEqual([])
  })

  it('reflects a change staff make: a new host on the draft, then the draft going live', async () => {
    const staff = token('robin')
    const studio = { host_app_name: 'serato_studio', host_app_version: '2.2.1', host_os_name: 'mac' }
    expect(await delivered(studio, token('alex'))).toEqual([])
    await call('notifications', 'PUT', '/api/v2/notifications/306', {
      token: staff,
      body: { status: 'active' },
    })
    expect(await delivered(studio, token('alex'))).toEqual(['306 en'])
    await call('notifications', 'PUT', '/api/v2/campaigns/102', { token: staff, body: { status: 'draft' } })
    expect(await delivered(studio, token('alex'))).toEqual([])
  })

  it('refuses a missing app or device, an unknown OS and a malformed version, field by field; and a dead token', async () => {
    const bad = await call(
      'notifications',
      'GET',
      '/api/v2/me/notifications?host_os_name=linux&host_app_version=4.x',
    )
    expect(bad).toMatchObject({ status: 400, body: { code: 1000 } })
    expect(bad.body.fields).toEqual({
      host_app_name: 'Required',
      device_id: 'Required',
      host_os_name: 'Must be one of mac, win',
      host_app_version: 'Must be 1 to 4 numbers separated by dots',
    })
    const dead = await call(
      'notifications',
      'GET',
      `/api/v2/me/notifications?host_app_name=serato_dj_pro&device_id=${DEVICE}`,
      {
        token: 'sbx_at_expired',
      },
    )
    expect(dead).toMatchObject({ status: 401, body: { code: 2002 } })
  })
})

describe('GET /api/v1/notifications (v1)', () => {
  it('sends the same notifications in the v1 message shape', async () => {
    const reply = await call(
      'notifications-v1',
      'GET',
      '/api/v1/notifications?host_app_name=serato_dj_lite&host_app_version=1.6&host_app_os=win&locale=de_DE',
    )
    expect(reply.body.items).toEqual([
      {
        campaign: { id: '101', name: 'DJ Pro 4.0 launch', description: expect.stringContaining('DJ Lite') },
        message: {
          id: '303',
          sequence: 0,
          language: 'en',
          versions: {
            v1: {
              type: 'sale',
              title: 'Ready for more decks?',
              body: { content_type: 'text/plain', content: expect.stringContaining('four decks') },
              actions: [{ cta: 'Upgrade now', url: 'https://serato.com/dj/pro/pricing' }],
            },
            v2: {
              type: 'sale',
              title: 'Ready for more decks?',
              actions: [{ url: 'https://serato.com/dj/pro/pricing' }],
              media: { type: '', url: '' },
            },
          },
        },
      },
    ])
    // v1 sends no OS version: 301 targets mac from 11.0 and win from 10.0, so v1 never gets it.
    const old = await call(
      'notifications-v1',
      'GET',
      '/api/v1/notifications?host_app_name=serato_dj_pro&host_app_version=3.5&host_app_os=mac',
    )
    expect(old.body.items).toEqual([])
    const robin = await call(
      'notifications-v1',
      'GET',
      '/api/v1/notifications?host_app_name=serato_dj_pro&host_app_version=4.1',
      {
        token: token('robin'),
      },
    )
    expect(robin.body.items.map((n: { message: { id: string } }) => n.message.id)).toEqual(['302'])
    expect(robin.body.items[0].message.versions.v2.media).toMatchObject({
      type: 'img',
      url: expect.stringMatching(/^data:image\/png/),
    })
  })

  it('refuses a missing app and an unknown OS under v1 parameter names', async () => {
    const reply = await call('notifications-v1', 'GET', '/api/v1/notifications?host_app_os=linux')
    expect(reply).toMatchObject({ status: 400, body: { code: 1000 } })
    expect(reply.body.fields).toEqual({ host_app_name: 'Required', host_app_os: 'Must be one of mac, win' })
  })
})

describe('"who sees what" agrees with GET /me/notifications', () => {
  const hosts: [string, TargetHost, string | undefined][] = [
    [
      'DJ Pro 3.9.99 win 10',
      { app_name: 'serato_dj_pro', app_version: '3.9.99', os_name: 'win', os_version: '10.0' },
      'en',
    ],
    [
      'DJ Pro 4.0 mac',
      { app_name: 'serato_dj_pro', app_version: '4.0', os_name: 'mac', os_version: '15.1' },
      'de_CH',
    ],
    ['DJ Pro without a version', { app_name: 'serato_dj_pro' }, undefined],
    ['DJ Lite 1.5 mac', { app_name: 'serato_dj_lite', app_version: '1.5', os_name: 'mac' }, 'de'],
    [
      'Studio 2.1.99 win',
      { app_name: 'serato_studio', app_version: '2.1.99', os_name: 'win', os_version: '10.0.0.22631' },
      'de',
    ],
    [
      'Sample 1.9 mac',
      { app_name: 'serato_sample', app_version: '1.9', os_name: 'mac', os_version: '13.0' },
      'ja',
    ],
    ['Hex FX 1.2 win', { app_name: 'serato_hex_fx', app_version: '1.2', os_name: 'win' }, 'en'],
  ]
  const users = ['nobody', 'alex', 'sam', 'robin'] as const

  it.each(hosts)('%s, for each demo user', async (_, host, locale) => {
    const staff = token('robin')
    const notifications = (await call('notifications', 'GET', '/api/v2/notifications', { token: staff })).body
      .items
    const testUsers = (await call('notifications', 'GET', '/api/v2/testusers', { token: staff })).body.users
    for (const who of users) {
      const signedIn = who === 'nobody' ? undefined : who
      const console = targetNotifications({
        notifications,
        testUsers,
        host,
        locale,
        userId: signedIn && userId(signedIn),
        now: NOW,
      })
      const query = Object.fromEntries(
        Object.entries({
          host_app_name: host.app_name,
          host_app_version: host.app_version,
          host_os_name: host.os_name,
          host_os_version: host.os_version,
          locale,
        }).filter((entry): entry is [string, string] => entry[1] !== undefined),
      )
      expect(await delivered(query, signedIn && token(signedIn)), who).toEqual(
        console.delivered.map((d) => `${d.notification.id} ${d.language}`),
      )
      expect(console.delivered.length + console.excluded.length).toBe(notifications.length)
    }
  })
})
