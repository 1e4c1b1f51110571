import { Language, Locale } from '@music/sdk/profile'
import { describe, expect, it } from 'vitest'
import { LANGUAGE_NAMES, LANGUAGE_OPTIONS, LOCALE_OPTIONS } from './profile-form-values.ts'

describe('the profile form’s language lists', () => {
  it('name every locale and forum language the profile service accepts, as CLDR does', () => {
    const cldr = new Intl.DisplayNames(['en'], { type: 'language' })
    const codes = [...Object.values(Locale), ...Object.values(Language)]
    expect(Object.keys(LANGUAGE_NAMES).sort()).toEqual([...codes].sort())
    for (const code of codes) expect(LANGUAGE_NAMES[code], code).toBe(cldr.of(code.replace('_', '-')))
  })

  it('offer each by its name, sorted as a person reads them', () => {
    expect(LOCALE_OPTIONS.map((option) => option.label).slice(0, 3)).toEqual([
      'American English',
      'Brazilian Portuguese',
      'British English',
    ])
    expect(LANGUAGE_OPTIONS).toContainEqual({ value: 'de', label: 'German' })
  })
})
