/**
 * The field rules shared by the sandbox and the staff console: date-times with an offset, schedules,
 * host version ranges, and the content a template still needs per language.
 */
import { describe, expect, it } from 'vitest'
import type { Notification, Template } from '../generated/notifications/hooks.schemas.ts'
import { dateTimeProblem, hostProblems, missingContent, parseDateTime, scheduleProblems } from './rules.ts'

describe('date-times', () => {
  it('accept RFC 3339 with an offset, refuse a missing offset and impossible dates', () => {
    expect(parseDateTime('2026-12-01T09:00:00+01:00')).toBe(Date.parse('2026-12-01T08:00:00Z'))
    expect(parseDateTime('2026-12-01t09:00:00.250z')).toBe(Date.parse('2026-12-01T09:00:00.250Z'))
    expect(dateTimeProblem('2026-12-01T09:00:00')).toBe('Must include a time zone offset (Z or ±hh:mm)')
    for (const impossible of [
      '2026-02-29T00:00:00Z',
      '2026-13-01T00:00:00Z',
      '2026-01-01T24:00:00Z',
      '2026-01-01T00:00:00+25:00',
    ])
      expect(dateTimeProblem(impossible), impossible).toBe('Is not a valid date and time')
    expect(dateTimeProblem('2028-02-29T00:00:00Z')).toBeUndefined()
    expect(dateTimeProblem('1 December 2026')).toMatch(/^Must be a date and time such as/)
    expect(dateTimeProblem(20261201)).toBe('Must be a date and time')
  })

  it('need the end after the start; either may be open', () => {
    expect(
      scheduleProblems({ starts_at: '2026-12-01T09:00:00+01:00', ends_at: '2026-12-01T08:00:00Z' }),
    ).toEqual({
      ends_at: 'Must be after starts_at',
    })
    expect(
      scheduleProblems({ starts_at: '2026-12-01T09:00:00+01:00', ends_at: '2026-12-01T08:00:01Z' }),
    ).toEqual({})
    expect(scheduleProblems({ starts_at: null, ends_at: '2026-12-01T08:00:00Z' })).toEqual({})
    expect(scheduleProblems({ starts_at: 'soon' })).toEqual({
      starts_at: expect.stringMatching(/^Must be a date/),
    })
  })
})

describe('host versions', () => {
  it('need each minimum at most its maximum, 0 leaving a side open', () => {
    expect(hostProblems({ app_version_min: '3.2', app_version_max: '3.2' })).toEqual({})
    expect(hostProblems({ app_version_min: '3.10', app_version_max: '3.9' })).toEqual({
      app_version_max: 'Must not be lower than the lowest application version, 3.10',
    })
    expect(hostProblems({ app_version_min: '3.10', app_version_max: '0' })).toEqual({})
    expect(hostProblems({ os_version_min: '14', os_version_max: '13.6' })).toEqual({
      os_version_max: 'Must not be lower than the lowest OS version, 14',
    })
  })

  it('need well-formed versions, and OS versions inside their part limits', () => {
    expect(hostProblems({ app_version_min: '3.x', os_version_max: '10.0.0.1000000' })).toEqual({
      app_version_min: 'Must be 1 to 4 numbers separated by dots, e.g. 3.2.1 (0: any version)',
      os_version_max:
        'The notification service takes OS versions with at most 99, 999 and 999999 in their second, third and fourth numbers, so it cannot target a Windows build such as 10.0.19045: to reach Windows 10 and later, use 10.0 as the lowest version.',
    })
    expect(hostProblems({ app_version_min: '3.100.1000', os_version_min: '10.0.0.999999' })).toEqual({})
  })
})

describe('missingContent', () => {
  const template = {
    name: 'modal',
    description: '',
    is_takeover: false,
    compatible_hosts: [],
    options: ['dark'],
    text_items: [
      { metadata_id: 'title', required: true, order: 0 },
      { metadata_id: 'note', required: false, order: 1 },
    ],
    action_items: [{ metadata_id: 'cta', required: true, order: 0 }],
    media_items: [{ metadata_id: 'image', required: true, order: 0 }],
  } satisfies Template
  const notification: Pick<Notification, 'content'> = {
    content: [
      {
        language: 'en',
        text: [{ id: '1', mime_type: 'text/plain', content: 'Hi', metadata: { metadata_id: 'title' } }],
        actions: [{ id: '2', label: 'Go', url: 'https://example.com', metadata: { metadata_id: 'cta' } }],
        media: [
          {
            id: '3',
            mime_type: 'image/png',
            src: { medium: 'https://example.com/a.png' },
            metadata: { metadata_id: 'image' },
          },
        ],
      },
      {
        language: 'de',
        text: [{ id: '4', mime_type: 'text/plain', content: ' ', metadata: { metadata_id: 'title' } }],
      },
    ],
  }

  it('lists the required template items each language lacks', () => {
    expect(missingContent(notification, template, ['en', 'de', 'fr'])).toEqual({
      de: ['title', 'cta', 'image'],
      fr: ['title', 'cta', 'image'],
    })
  })

  it('without a template, needs one non-empty text per language', () => {
    expect(missingContent(notification, undefined, ['en', 'de'])).toEqual({ de: ['text'] })
  })
})
