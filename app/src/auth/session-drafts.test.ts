// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import {
  DRAFT_LIFETIME_MS,
  forgetDrafts,
  keepDraft,
  keptDraftForms,
  subscribeDrafts,
  takeDraft,
} from './session-drafts.ts'

afterEach(() => sessionStorage.clear())

const ALEX = { user: 1, path: '/account/profile', form: 'Your details' }

describe('drafts kept for the user whose session changed (issue 33)', () => {
  it('gives a form’s draft back once, to the same user on the same page’s form of the same name', () => {
    expect(keepDraft(ALEX, { dj_name: 'Riv typed' })).toBe(true)
    expect(keptDraftForms(1)).toEqual(['Your details'])
    // Another user, another page, another form: nothing.
    expect(takeDraft({ ...ALEX, user: 2 })).toBeUndefined()
    expect(keptDraftForms(2)).toEqual([])
    expect(takeDraft({ ...ALEX, path: '/account/settings' })).toBeUndefined()
    expect(takeDraft({ ...ALEX, form: 'Settings' })).toBeUndefined()
    // Its author: once.
    expect(takeDraft(ALEX)).toEqual({ dj_name: 'Riv typed' })
    expect(takeDraft(ALEX)).toBeUndefined()
    expect(keptDraftForms(1)).toEqual([])
  })

  it('keeps a draft for an hour, and none after the tab signs out', () => {
    const now = 1_800_000_000_000
    keepDraft(ALEX, { city: 'York' }, now)
    expect(keptDraftForms(1, now + DRAFT_LIFETIME_MS - 1)).toEqual(['Your details'])
    expect(takeDraft(ALEX, now + DRAFT_LIFETIME_MS)).toBeUndefined()
    expect(sessionStorage.length).toBe(0)

    keepDraft(ALEX, { city: 'York' })
    keepDraft({ ...ALEX, user: 2 }, { city: 'Hull' })
    sessionStorage.setItem('other', 'kept')
    forgetDrafts()
    expect(keptDraftForms(1)).toEqual([])
    expect(keptDraftForms(2)).toEqual([])
    expect(sessionStorage.getItem('other')).toBe('kept')
  })

  it('tells its listeners, and drops what is not a draft of its own', () => {
    const calls: string[] = []
    const stop = subscribeDrafts(() => calls.push('changed'))
    keepDraft(ALEX, { city: 'York' })
    takeDraft(ALEX)
    stop()
    keepDraft(ALEX, { city: 'York' })
    expect(calls).toEqual(['changed', 'changed'])
    sessionStorage.setItem('site:session-draft:[1,"/account/profile","Your details"]', '{"user":"1"}')
    expect(takeDraft(ALEX)).toBeUndefined()
    expect(sessionStorage.length).toBe(0)
  })
})
