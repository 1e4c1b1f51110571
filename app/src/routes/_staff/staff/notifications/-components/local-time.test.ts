import { afterEach, describe, expect, it } from 'vitest'
import { localInputValue, offsetDateTime, skippedBy } from './local-time.ts'
import { scheduleBody, scheduleFieldProblems } from './schedule-fields.ts'

describe('offsetDateTime', () => {
  it('states the local time with the time zone offset of that moment, naming the same instant', () => {
    for (const local of ['2026-01-15T09:00', '2026-07-15T09:30', '2026-12-31T23:59:59']) {
      const value = offsetDateTime(local)
      expect(value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/)
      expect(Date.parse(value as string)).toBe(new Date(local).getTime())
      expect(localInputValue(value)).toBe(local.slice(0, 16))
    }
  })

  it('refuses what is not a date and time, or a day that does not exist', () => {
    for (const bad of [
      '',
      '2026-02-30T09:00',
      '2026-13-01T09:00',
      '2026-01-01',
      '2026-01-01T24:00',
      'tomorrow',
    ])
      expect(offsetDateTime(bad)).toBeUndefined()
  })
})

describe('localInputValue', () => {
  it('shows the service’s UTC date-time in the browser’s time zone; nothing for none', () => {
    const utc = '2026-12-01T08:00:00Z'
    expect(new Date(localInputValue(utc)).getTime()).toBe(Date.parse(utc))
    expect(localInputValue(undefined)).toBe('')
    expect(localInputValue(null)).toBe('')
  })
})

describe('a form’s schedule', () => {
  it('says in a sentence when the end is not after the start (the service’s rule), and asks for a date and time', () => {
    expect(scheduleFieldProblems({ starts_at: '2026-05-02T10:00', ends_at: '2026-05-01T10:00' })).toEqual({
      ends_at: 'Choose an end after the start.',
    })
    expect(scheduleFieldProblems({ starts_at: '2026-02-30T10:00', ends_at: '' })).toEqual({
      starts_at: 'Enter a date and time, e.g. 01/12/2026 09:00',
    })
    expect(scheduleFieldProblems({ starts_at: '', ends_at: '' })).toEqual({})
  })

  it('leaves an empty date out when creating and clears it (null) when updating', () => {
    const values = { starts_at: '2026-05-01T10:00', ends_at: '' }
    expect(scheduleBody(values, undefined)).toEqual({
      starts_at: offsetDateTime(values.starts_at),
      ends_at: undefined,
    })
    expect(scheduleBody(values, null)).toEqual({ starts_at: offsetDateTime(values.starts_at), ends_at: null })
  })
})

describe('a time the clocks skip (the start of daylight saving time)', () => {
  const zone = process.env.TZ
  afterEach(() => {
    process.env.TZ = zone
  })

  it('is explained in a sentence that names the first time that exists, not as "Must be after starts_at"', () => {
    process.env.TZ = 'Europe/London'
    // 28 March 2027: 01:00 GMT is 02:00 BST, so 01:00–01:59 do not exist in London.
    expect(skippedBy('2027-03-28T01:30')).toBe('2027-03-28T02:00')
    expect(skippedBy('2027-03-28T00:59')).toBeUndefined()
    expect(skippedBy('2027-03-28T02:00')).toBeUndefined()
    expect(skippedBy('2027-10-31T01:30')).toBeUndefined() // the hour that happens twice exists
    expect(scheduleFieldProblems({ starts_at: '2027-03-28T01:30', ends_at: '2027-03-28T02:15' })).toEqual({
      starts_at:
        '01:30 does not exist on 28 Mar 2027 in your time zone (Europe/London): the clocks go forward then. Choose 02:00 or later.',
    })
  })
})
