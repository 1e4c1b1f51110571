/**
 * The fake notification service's management operations, one handler at a time: credentials (no
 * token 401 2002, a customer's 403 2000, staff allowed), what each write changes in the next read,
 * filters, and field errors. Every reply is checked against `specs/notifications.yaml` (`call`).
 */
import { describe, expect, it } from 'vitest'
import { installNotificationSandbox } from '../../testing/notification-sandbox.ts'
import { FEATURE_TIPS } from './seed-feature-tips.ts'

const { call, token, userId, checked } = installNotificationSandbox()

/** The items of a list outside the seed's 2,000 feature tips (campaign 99), whose own test is below. */
const outsideFeatureTips = (items: { id: string; name: string; campaign: { id: string } }[]) =>
  items.filter((item) => item.campaign.id !== FEATURE_TIPS.campaignId)

const campaignBody = {
  name: 'Studio 2.3 beta',
  description: 'Beta testers first.',
  anonymous: false,
  starts_at: '2026-12-01T09:00:00+01:00',
  ends_at: '2027-01-31T18:00:00-05:00',
}

describe('credentials', () => {
  const operations: [string, string, unknown?][] = [
    ['GET', '/api/v2/campaigns'],
    ['POST', '/api/v2/campaigns', campaignBody],
    ['PUT', '/api/v2/campaigns/101', { name: 'x' }],
    ['GET', '/api/v2/notifications'],
    ['POST', '/api/v2/notifications', { name: 'x', campaign_id: '101', is_persistent: false }],
    ['PUT', '/api/v2/notifications/301', { priority: 1 }],
    ['POST', '/api/v2/notifications/301'],
    ['POST', '/api/v2/notifications/301/hosts', { app_name: 'serato_dj_pro' }],
    ['PUT', '/api/v2/notifications/301/hosts/701', { app_name: 'serato_dj_pro' }],
    ['DELETE', '/api/v2/notifications/301/hosts/701'],
    ['PUT', '/api/v2/notifications/301/content/en', { text: [] }],
    ['GET', '/api/v2/testusers'],
    ['POST', '/api/v2/testusers', { user_id: 5 }],
    ['DELETE', '/api/v2/testusers/1450007'],
  ]

  it.each(operations)(
    '%s %s: 401 2002 without a token, 403 2000 for a customer, 2xx for staff',
    async (method, path, body) => {
      expect(await call('notifications', method, path, { body })).toMatchObject({
        status: 401,
        body: { code: 2002 },
      })
      expect(await call('notifications', method, path, { body, token: 'sbx_at_unknown' })).toMatchObject({
        status: 401,
        body: { code: 2002 },
      })
      expect(await call('notifications', method, path, { body, token: token('alex') })).toMatchObject({
        status: 403,
        body: { code: 2000, error: 'Access token has insufficient scopes' },
      })
      const staff = await call('notifications', method, path, { body, token: token('robin') })
      expect([200, 204]).toContain(staff.status)
    },
  )

  it('GET /templates needs no credentials: banner, modal and takeover with their options', async () => {
    const { status, body } = await call('notifications', 'GET', '/api/v2/templates')
    expect(status).toBe(200)
    expect(body.items.map((t: { name: string; options: string[] }) => [t.name, t.options])).toEqual([
      ['banner', ['dark', 'light']],
      ['modal', ['dark', 'light', 'dark-orange-button', 'light-orange-button']],
      ['takeover', ['dark', 'light']],
    ])
  })
})

describe('campaigns', () => {
  it('lists the seed, filters by status, and refuses an unknown status', async () => {
    const staff = token('robin')
    const all = await call('notifications', 'GET', '/api/v2/campaigns', { token: staff })
    expect(all.body.items.map((c: { id: string; status: string }) => `${c.id} ${c.status}`)).toEqual([
      '99 archived',
      '100 draft',
      '101 active',
      '102 active',
      '103 archived',
    ])
    const archived = await call('notifications', 'GET', '/api/v2/campaigns?status=archived', { token: staff })
    expect(archived.body.items.map((c: { name: string }) => c.name)).toEqual([
      'Feature tips 2025',
      'Black Friday 2025',
    ])
    const bad = await call('notifications', 'GET', '/api/v2/campaigns?status=live', { token: staff })
    expect(bad).toMatchObject({
      status: 400,
      body: { code: 1000, fields: { status: expect.stringMatching(/one of/) } },
    })
  })

  it('creates a draft campaign with dates in UTC, which the next list returns', async () => {
    const staff = token('robin')
    const created = await call('notifications', 'POST', '/api/v2/campaigns', {
      token: staff,
      body: campaignBody,
    })
    expect(created.body).toMatchObject({
      id: '104',
      name: 'Studio 2.3 beta',
      status: 'draft',
      anonymous: false,
      starts_at: '2026-12-01T08:00:00Z',
      ends_at: '2027-01-31T23:00:00Z',
      created_at: '2026-11-23T12:00:00Z',
    })
    const drafts = await call('notifications', 'GET', '/api/v2/campaigns?status=draft', { token: staff })
    // The seed's draft campaign of long values (LONG_VALUES), then the new one.
    expect(drafts.body.items.map((c: { id: string }) => c.id)).toEqual(['100', '104'])
    expect(drafts.body.items[1]).toEqual(created.body)
  })

  it('refuses a missing name, an end before the start and a date without a time zone, field by field', async () => {
    const reply = await call('notifications', 'POST', '/api/v2/campaigns', {
      token: token('robin'),
      body: { name: ' ', starts_at: '2026-12-01T09:00:00', ends_at: '2026-11-30T09:00:00Z' },
    })
    expect(reply).toMatchObject({ status: 400, body: { code: 1000 } })
    expect(reply.body.fields).toEqual({
      name: 'Must not be empty',
      anonymous: 'Required',
      starts_at: 'Must include a time zone offset (Z or ±hh:mm)',
    })
    const backwards = await call('notifications', 'POST', '/api/v2/campaigns', {
      token: token('robin'),
      body: { ...campaignBody, ends_at: '2026-12-01T08:00:00Z' },
    })
    expect(backwards.body.fields).toEqual({ ends_at: 'Must be after starts_at' })
    expect(
      (await call('notifications', 'POST', '/api/v2/campaigns', { token: token('robin'), body: '[1]' })).body,
    ).toMatchObject({
      fields: { body: 'Must be a JSON object' },
    })
  })

  it('updates only the fields sent, clears a date with null, and checks the schedule against what is stored', async () => {
    const staff = token('robin')
    const updated = await call('notifications', 'PUT', '/api/v2/campaigns/103', {
      token: staff,
      body: { name: 'Black Friday 2025 (over)', ends_at: null },
    })
    expect(updated.body).toMatchObject({
      name: 'Black Friday 2025 (over)',
      status: 'archived',
      starts_at: '2025-11-28T00:00:00Z',
    })
    expect(updated.body.ends_at).toBeUndefined()
    const listed = await call('notifications', 'GET', '/api/v2/campaigns?status=archived', { token: staff })
    expect(listed.body.items.find((c: { id: string }) => c.id === '103')).toEqual(updated.body)

    const early = await call('notifications', 'PUT', '/api/v2/campaigns/101', {
      token: staff,
      body: { ends_at: '2026-08-31T23:59:59Z' },
    })
    expect(early.body.fields).toEqual({ ends_at: 'Must be after starts_at' })
    await call('notifications', 'PUT', '/api/v2/campaigns/101', {
      token: staff,
      body: { ends_at: '2027-01-01T00:00:00Z' },
    })
    const late = await call('notifications', 'PUT', '/api/v2/campaigns/101', {
      token: staff,
      body: { starts_at: '2027-02-01T00:00:00Z' },
    })
    expect(late.body.fields).toEqual({ starts_at: 'Must be before ends_at (2027-01-01T00:00:00Z)' })
  })

  it('refuses the notification-only status testing, and answers 404 for an unknown campaign', async () => {
    const staff = token('robin')
    const testing = await call('notifications', 'PUT', '/api/v2/campaigns/101', {
      token: staff,
      body: { status: 'testing' },
    })
    expect(testing.body.fields).toEqual({ status: 'Must be one of active, draft, archived' })
    const missing = await call('notifications', 'PUT', '/api/v2/campaigns/999', {
      token: staff,
      body: { name: 'x' },
    })
    expect(missing).toMatchObject({ status: 404, body: { code: 3001 } })
  })
})

describe('notifications', () => {
  it('lists by campaign then priority, filtered by campaign_id and status', async () => {
    const staff = token('robin')
    const all = await call('notifications', 'GET', '/api/v2/notifications', { token: staff })
    expect(outsideFeatureTips(all.body.items).map((n: { id: string }) => n.id)).toEqual([
      '300',
      '302',
      '304',
      '301',
      '303',
      '305',
      '307',
      '308',
      '306',
      '309',
    ])
    const studio = await call('notifications', 'GET', '/api/v2/notifications?campaign_id=102', {
      token: staff,
    })
    expect(studio.body.items.map((n: { id: string }) => n.id)).toEqual(['305', '307', '308', '306'])
    // The feature tips (issue 33): 2,000 in one reply, highest priority first, each valid against the spec.
    const tips = await call(
      'notifications',
      'GET',
      `/api/v2/notifications?campaign_id=${FEATURE_TIPS.campaignId}`,
      {
        token: staff,
      },
    )
    expect(tips.body.items).toHaveLength(2000)
    const priorities = tips.body.items.map((n: { priority: number }) => n.priority)
    expect(priorities).toEqual([...priorities].sort((a: number, b: number) => b - a))
    const testing = await call('notifications', 'GET', '/api/v2/notifications?status=testing', {
      token: staff,
    })
    expect(outsideFeatureTips(testing.body.items).map((n: { name: string }) => n.name)).toEqual([
      'DJ Pro 4 welcome takeover',
    ])
    const lite = all.body.items.find((n: { id: string }) => n.id === '303')
    expect(lite).toMatchObject({ languages: ['en'], campaign: { id: '101', name: 'DJ Pro 4.0 launch' } })
    expect(lite.compatible_hosts).toEqual([
      {
        id: '704',
        app_name: 'serato_dj_lite',
        app_version_min: '1.5',
        app_version_max: '0',
        os_name: 'mac',
        os_version_min: '0',
        os_version_max: '0',
      },
      {
        id: '705',
        app_name: 'serato_dj_lite',
        app_version_min: '1.5',
        app_version_max: '0',
        os_name: 'win',
        os_version_min: '0',
        os_version_max: '0',
      },
    ])
  })

  it('creates a draft without hosts or content, taking is_takeover from the template; the next list returns it', async () => {
    const staff = token('robin')
    const created = await call('notifications', 'POST', '/api/v2/notifications', {
      token: staff,
      body: {
        name: 'Takeover for Studio 2.3',
        campaign_id: '102',
        type: 'system',
        priority: 7,
        template_name: 'takeover',
        template_option: 'light',
        is_persistent: true,
        starts_at: '2026-12-01T00:00:00+13:00',
      },
    })
    expect(created.body).toMatchObject({
      id: '3001',
      status: 'draft',
      is_takeover: true,
      starts_at: '2026-11-30T11:00:00Z',
      compatible_hosts: [],
      languages: [],
      content: [],
      campaign: { id: '102' },
    })
    const listed = await call('notifications', 'GET', '/api/v2/notifications?campaign_id=102&status=draft', {
      token: staff,
    })
    expect(listed.body.items.map((n: { id: string }) => n.id)).toEqual(['3001', '306'])
  })

  it('refuses an unknown campaign or template, an option the template lacks and a takeover flag against it', async () => {
    const staff = token('robin')
    const body = { name: 'x', campaign_id: '999', is_persistent: false, template_name: 'ticker' }
    const unknown = await call('notifications', 'POST', '/api/v2/notifications', { token: staff, body })
    expect(unknown.body.fields).toEqual({
      campaign_id: 'No campaign 999',
      template_name: 'No such template: ticker',
    })
    const option = await call('notifications', 'POST', '/api/v2/notifications', {
      token: staff,
      body: {
        ...body,
        campaign_id: '101',
        template_name: 'banner',
        template_option: 'dark-orange-button',
        is_takeover: true,
      },
    })
    expect(option.body.fields).toEqual({
      template_option: "Must be one of the template's options: dark, light",
      is_takeover: 'Must be false: banner is not a takeover template',
    })
    const missing = await call('notifications', 'POST', '/api/v2/notifications', {
      token: staff,
      body: { priority: -1 },
    })
    expect(missing.body.fields).toEqual({
      name: 'Required',
      campaign_id: 'Required',
      is_persistent: 'Required',
      priority: 'Must be a whole number, 0 or more',
    })
  })

  it('updates fields and status; a new template brings its takeover flag; unknown ids are 404', async () => {
    const staff = token('robin')
    const updated = await call('notifications', 'PUT', '/api/v2/notifications/306', {
      token: staff,
      body: {
        status: 'testing',
        template_name: 'takeover',
        template_option: 'light',
        ends_at: '2027-06-01T00:00:00Z',
      },
    })
    expect(updated.body).toMatchObject({
      id: '306',
      status: 'testing',
      is_takeover: true,
      template_name: 'takeover',
    })
    expect(
      outsideFeatureTips(
        (await call('notifications', 'GET', '/api/v2/notifications?status=testing', { token: staff })).body
          .items,
      ),
    ).toHaveLength(2)
    const badOption = await call('notifications', 'PUT', '/api/v2/notifications/301', {
      token: staff,
      body: { template_name: 'takeover', template_option: 'light-orange-button' },
    })
    expect(badOption.body.fields).toEqual({
      template_option: "Must be one of the template's options: dark, light",
    })
    const moved = await call('notifications', 'PUT', '/api/v2/notifications/301', {
      token: staff,
      body: { campaign_id: '999' },
    })
    expect(moved.body.fields).toEqual({ campaign_id: 'No campaign 999' })
    expect(
      (await call('notifications', 'PUT', '/api/v2/notifications/999', { token: staff, body: {} })).status,
    ).toBe(404)
  })

  it('clones into an editable draft copy with its hosts and content under new ids', async () => {
    const staff = token('robin')
    const original = (
      await call('notifications', 'GET', '/api/v2/notifications?campaign_id=101', { token: staff })
    ).body.items.find((n: { id: string }) => n.id === '301')
    const copy = await call('notifications', 'POST', '/api/v2/notifications/301', { token: staff })
    expect(copy.body).toMatchObject({
      id: '3001',
      name: 'Upgrade banner for DJ Pro 3 (copy)',
      status: 'draft',
      languages: ['en', 'de'],
    })
    expect(copy.body.compatible_hosts.map(({ id: _id, ...host }: { id: string }) => host)).toEqual(
      original.compatible_hosts.map(({ id: _id, ...host }: { id: string }) => host),
    )
    expect(copy.body.compatible_hosts.map((h: { id: string }) => h.id)).not.toContain(
      original.compatible_hosts[0].id,
    )
    expect(copy.body.content[0].text.map((t: { content: string }) => t.content)).toEqual(
      original.content[0].text.map((t: { content: string }) => t.content),
    )
    const edited = await call('notifications', 'PUT', '/api/v2/notifications/3001', {
      token: staff,
      body: { name: 'Banner B' },
    })
    expect(edited.body.name).toBe('Banner B')
    const listed = await call('notifications', 'GET', '/api/v2/notifications?campaign_id=101', {
      token: staff,
    })
    expect(listed.body.items.map((n: { name: string }) => n.name)).toContain('Upgrade banner for DJ Pro 3')
    expect(listed.body.items.map((n: { name: string }) => n.name)).toContain('Banner B')
    expect((await call('notifications', 'POST', '/api/v2/notifications/999', { token: staff })).status).toBe(
      404,
    )
  })
})

describe('hosts', () => {
  const hostsOf = async (id: string) =>
    (await call('notifications', 'GET', '/api/v2/notifications', { token: token('robin') })).body.items.find(
      (n: { id: string }) => n.id === id,
    ).compatible_hosts

  it('adds a host with absent versions as 0 (any), edits and removes it; each change shows in the list', async () => {
    const staff = token('robin')
    const added = await call('notifications', 'POST', '/api/v2/notifications/306/hosts', {
      token: staff,
      body: { app_name: 'serato_studio', app_version_min: '2.2', app_version_max: '2.2', os_name: 'win' },
    })
    expect(added.body).toEqual({
      id: expect.any(String),
      app_name: 'serato_studio',
      app_version_min: '2.2',
      app_version_max: '2.2',
      os_name: 'win',
      os_version_min: '0',
      os_version_max: '0',
    })
    expect(await hostsOf('306')).toContainEqual(added.body)
    const edited = await call('notifications', 'PUT', `/api/v2/notifications/306/hosts/${added.body.id}`, {
      token: staff,
      body: { app_name: 'serato_studio', os_version_min: '10.0.0.19041', os_version_max: '10.0.0.22631' },
    })
    expect(edited.body).toMatchObject({
      id: added.body.id,
      app_version_min: '0',
      os_version_min: '10.0.0.19041',
    })
    expect(edited.body.os_name).toBeUndefined()
    expect(await hostsOf('306')).toContainEqual(edited.body)
    const removed = await call(
      'notifications',
      'DELETE',
      `/api/v2/notifications/306/hosts/${added.body.id}`,
      { token: staff },
    )
    expect(removed.status).toBe(204)
    expect((await hostsOf('306')).map((h: { id: string }) => h.id)).not.toContain(added.body.id)
    const again = await call('notifications', 'DELETE', `/api/v2/notifications/306/hosts/${added.body.id}`, {
      token: staff,
    })
    expect(again).toMatchObject({ status: 404, body: { code: 3001 } })
  })

  it('refuses inverted ranges, malformed versions and OS versions past their limits', async () => {
    const staff = token('robin')
    const reply = await call('notifications', 'POST', '/api/v2/notifications/301/hosts', {
      token: staff,
      body: {
        app_name: 'serato_dj_pro',
        app_version_min: '3.10',
        app_version_max: '3.9',
        os_name: 'linux',
        os_version_min: '14.100',
        os_version_max: 'latest',
      },
    })
    expect(reply).toMatchObject({ status: 400, body: { code: 1000 } })
    expect(reply.body.fields).toEqual({
      app_version_max: 'Must not be lower than the lowest application version, 3.10',
      os_name: 'Must be one of mac, win',
      os_version_min:
        'The notification service takes OS versions with at most 99, 999 and 999999 in their second, third and fourth numbers, so it cannot target a Windows build such as 10.0.19045: to reach Windows 10 and later, use 10.0 as the lowest version.',
      os_version_max: 'Must be 1 to 4 numbers separated by dots',
    })
    const missing = await call('notifications', 'POST', '/api/v2/notifications/301/hosts', {
      token: staff,
      body: {},
    })
    expect(missing.body.fields).toEqual({ app_name: 'Required' })
  })

  it('answers 404 for a host of another notification or an unknown notification', async () => {
    const staff = token('robin')
    const body = { app_name: 'serato_dj_pro' }
    expect(
      (await call('notifications', 'PUT', '/api/v2/notifications/302/hosts/701', { token: staff, body }))
        .status,
    ).toBe(404)
    expect(
      (await call('notifications', 'POST', '/api/v2/notifications/999/hosts', { token: staff, body })).status,
    ).toBe(404)
  })
})

describe('content', () => {
  const text = (metadata_id: string, content: string) => ({
    mime_type: 'text/plain',
    content,
    metadata: { metadata_id },
  })

  it('creates a language, then replaces only the parts a later body holds', async () => {
    const staff = token('robin')
    const created = await call('notifications', 'PUT', '/api/v2/notifications/303/content/de', {
      token: staff,
      body: {
        text: [text('title', 'Bereit für mehr Decks?'), text('body', 'DJ Pro 4: vier Decks und Stems.')],
        actions: [
          {
            label: 'Jetzt upgraden',
            url: 'https://serato.com/dj/pro/pricing',
            metadata: { metadata_id: 'cta' },
          },
        ],
      },
    })
    expect(created.body).toMatchObject({ language: 'de', media: [], actions: [{ label: 'Jetzt upgraden' }] })
    const retitled = await call('notifications', 'PUT', '/api/v2/notifications/303/content/de', {
      token: staff,
      body: { text: [text('title', 'Mehr Decks?'), text('body', 'Vier Decks.')] },
    })
    expect(retitled.body.actions).toMatchObject([
      { label: 'Jetzt upgraden', url: 'https://serato.com/dj/pro/pricing' },
    ])
    expect(retitled.body.text.map((t: { content: string }) => t.content)).toEqual([
      'Mehr Decks?',
      'Vier Decks.',
    ])
    const listed = await call('notifications', 'GET', '/api/v2/notifications?campaign_id=101', {
      token: staff,
    })
    const lite = listed.body.items.find((n: { id: string }) => n.id === '303')
    expect(lite.languages).toEqual(['en', 'de'])
    expect(lite.content[1]).toEqual(retitled.body)
  })

  it('refuses an unknown language and invalid items, naming each', async () => {
    const staff = token('robin')
    const language = await call('notifications', 'PUT', '/api/v2/notifications/303/content/nl', {
      token: staff,
      body: { text: [] },
    })
    expect(language.body.fields).toEqual({ language: 'Must be one of en, de, fr, es, pt, it, ja, zh' })
    const items = await call('notifications', 'PUT', '/api/v2/notifications/303/content/fr', {
      token: staff,
      body: {
        text: [{ mime_type: 'text/rtf', content: 'x', metadata: {} }],
        media: [{ mime_type: 'image/png', src: { medium: 'javascript:alert(1)' }, metadata: {} }],
        actions: [{ label: 'Go', url: 'ftp://example.com/x', metadata: {} }, 'cta'],
      },
    })
    expect(items.body.fields).toEqual({
      'text[0].mime_type': 'Must be one of text/plain, text/html, text/markdown',
      'media[0].src': 'medium: Must be an http(s) or data: URL',
      'actions[0].url': 'Must be an http(s) URL',
      'actions[1]': 'Must be a JSON object',
    })
    expect(
      (await call('notifications', 'PUT', '/api/v2/notifications/999/content/en', { token: staff, body: {} }))
        .status,
    ).toBe(404)
  })
})

describe('test users', () => {
  it('lists, adds, enables and disables (POST again), and removes test users', async () => {
    const staff = token('robin')
    const seeded = await call('notifications', 'GET', '/api/v2/testusers', { token: staff })
    expect(
      seeded.body.users.map((u: { user_id: number; enabled: boolean }) => [u.user_id, u.enabled]),
    ).toEqual([
      [userId('sam'), false],
      [userId('robin'), true],
    ])
    const added = await call('notifications', 'POST', '/api/v2/testusers', {
      token: staff,
      body: { user_id: userId('alex') },
    })
    expect(added.body).toMatchObject({
      user_id: userId('alex'),
      enabled: true,
      created_at: '2026-11-23T12:00:00Z',
    })
    const disabled = await call('notifications', 'POST', '/api/v2/testusers', {
      token: staff,
      body: { user_id: userId('alex'), enabled: false },
    })
    expect(disabled.body).toMatchObject({ user_id: userId('alex'), enabled: false })
    const listed = await call('notifications', 'GET', '/api/v2/testusers', { token: staff })
    expect(listed.body.users).toHaveLength(3)
    expect(listed.body.users[0]).toEqual(disabled.body)
    expect(
      (await call('notifications', 'DELETE', `/api/v2/testusers/${userId('alex')}`, { token: staff })).status,
    ).toBe(204)
    expect(
      (await call('notifications', 'DELETE', `/api/v2/testusers/${userId('alex')}`, { token: staff })).status,
    ).toBe(404)
    expect(
      (await call('notifications', 'GET', '/api/v2/testusers', { token: staff })).body.users,
    ).toHaveLength(2)
  })

  it('refuses a user id that is not a positive whole number', async () => {
    const staff = token('robin')
    const reply = await call('notifications', 'POST', '/api/v2/testusers', {
      token: staff,
      body: { user_id: '12', enabled: 'yes' },
    })
    expect(reply.body.fields).toEqual({
      user_id: 'Must be a user id (1 or more)',
      enabled: 'Must be true or false',
    })
    expect((await call('notifications', 'DELETE', '/api/v2/testusers/0', { token: staff })).status).toBe(400)
  })

  it('checked every reply against the document', () => {
    expect(checked()).toBeGreaterThan(100)
  })
})
