/**
 * The notification seed obeys the service's own rules, so nothing in it could not have been made
 * through the API: hosts and content pass the write checks, template options and takeover flags
 * agree with the templates, and every language a notification has holds what its template requires.
 */
import { describe, expect, it } from 'vitest'
import { hostProblems, missingContent } from '../../notifications/rules.ts'
import { createSeed } from '../seed.ts'
import { NotificationStore } from './store.ts'
import { checkContent, checkHost } from './validate.ts'

const seed = createSeed().notifications
if (!seed) throw new Error('createSeed() has no notifications')

describe('the notification seed', () => {
  it.each(seed.notifications.map((n) => [n.id, n] as const))(
    '%s passes the write checks',
    (_, notification) => {
      for (const host of notification.hosts) {
        expect(checkHost(host)).toEqual({ ok: true, value: host })
        expect(hostProblems(host)).toEqual({})
      }
      for (const content of Object.values(notification.content)) expect(checkContent(content).ok).toBe(true)
      const template = seed.templates.find((t) => t.name === notification.template_name)
      expect(template?.options).toContain(notification.template_option)
      expect(notification.is_takeover).toBe(template?.is_takeover)
      expect(seed.campaigns.map((c) => c.id)).toContain(notification.campaign_id)
    },
  )

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
    expect(new Set(seed.notifications.flatMap((n) => Object.keys(n.content)))).toEqual(new Set(['en', 'de']))
    expect(seed.testUsers.map((u) => u.enabled).sort()).toEqual([false, true])
  })
})
