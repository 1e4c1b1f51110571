/**
 * The notification seed obeys the service's own rules, so nothing in it could not have been made
 * through the API: hosts and content pass the write checks, template options and takeover flags
 * agree with the templates, and every language a notification has holds what its template requires.
 * The 2,000 feature tips (issue 33) are checked in one test rather than one each.
 */
import { describe, expect, it } from 'vitest'
import { hostProblems, missingContent } from '../../notifications/rules.ts'
import { targetNotifications } from '../../notifications/targeting.ts'
import { createSeed } from '../seed.ts'
import { FEATURE_TIPS } from './seed-feature-tips.ts'
import type { SeedNotification } from './seed-types.ts'
import { NotificationStore } from './store.ts'
import { checkContent, checkHost } from './validate.ts'

const seed = createSeed().notifications
if (!seed) throw new Error('createSeed() has no notifications')
const isTip = (notification: SeedNotification) => notification.campaign_id === FEATURE_TIPS.campaignId
const tips = seed.notifications.filter(isTip)

function expectWritable(notification: SeedNotification) {
  if (!seed) return
  for (const host of notification.hosts) {
    expect(checkHost(host)).toEqual({ ok: true, value: host })
    expect(hostProblems(host)).toEqual({})
  }
  for (const content of Object.values(notification.content)) expect(checkContent(content).ok).toBe(true)
  const template = seed.templates.find((t) => t.name === notification.template_name)
  expect(template?.options).toContain(notification.template_option)
  expect(notification.is_takeover).toBe(template?.is_takeover)
  expect(seed.campaigns.map((c) => c.id)).toContain(notification.campaign_id)
}

describe('the notification seed', () => {
  it.each(seed.notifications.filter((n) => !isTip(n)).map((n) => [n.id, n] as const))(
    '%s passes the write checks',
    (_, notification) => expectWritable(notification),
  )

  it('has 2,000 feature tips with distinct names, each passing the write checks, delivered to nobody', () => {
    expect(tips).toHaveLength(FEATURE_TIPS.count)
    expect(FEATURE_TIPS.count).toBe(2000)
    expect(new Set(tips.map((n) => n.name)).size).toBe(2000)
    for (const notification of tips) expectWritable(notification)
    expect(new Set(tips.map((n) => n.status))).toEqual(new Set(['archived', 'active', 'testing', 'draft']))
    // Its campaign is archived: no host, signed in as a test user or not, gets any of it.
    const store = new NotificationStore(seed, () => Date.parse('2025-11-15T12:00:00Z'))
    for (const [app_name, os_name] of [
      ['serato_dj_pro', 'mac'],
      ['serato_studio', 'win'],
    ] as const) {
      const { delivered } = targetNotifications({
        notifications: store.listNotifications({ campaign_id: FEATURE_TIPS.campaignId }),
        testUsers: store.listTestUsers(),
        host: { app_name, app_version: '3.2', os_name, os_version: '14.0' },
        locale: 'ja_JP',
        userId: store.listTestUsers()[0]?.user_id,
        now: Date.parse('2025-12-15T12:00:00Z'),
      })
      expect(delivered).toEqual([])
    }
  })

  it('gives every language of every notification what its template requires', () => {
    const store = new NotificationStore(seed, () => 0)
    for (const notification of store.listNotifications()) {
      const template = store.template(notification.template_name)
      expect(missingContent(notification, template, notification.languages), notification.id).toEqual({})
    }
  })

  it('covers apps, OSes and languages, and a test user of each kind', () => {
    const hosts = seed.notifications.flatMap((n) => n.hosts)
    expect(new Set(hosts.map((h) => h.app_name))).toEqual(
      new Set(['serato_dj_pro', 'serato_dj_lite', 'serato_studio', 'serato_sample', 'serato_hex_fx']),
    )
    expect(new Set(hosts.map((h) => h.os_name).filter(Boolean))).toEqual(new Set(['mac', 'win']))
    expect(new Set(seed.notifications.flatMap((n) => Object.keys(n.content)))).toEqual(
      new Set(['en', 'de', 'fr', 'es', 'ja']),
    )
    expect(seed.testUsers.map((u) => u.enabled).sort()).toEqual([false, true])
  })
})
