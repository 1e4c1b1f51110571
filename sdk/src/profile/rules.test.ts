/**
 * The profile service's field rules (`@music/sdk/profile`; decision 017), which the sandbox answers
 * with and a profile form checks before it sends: one message per field, postcodes per country, the
 * avatar file check.
 */
import { describe, expect, it } from 'vitest'
import {
  AVATAR_MAX_BYTES,
  avatarFileProblem,
  countryName,
  postcodeProblem,
  profileProblems,
} from './index.ts'

describe('profileProblems', () => {
  it('accepts a valid update and ignores unknown fields', () => {
    const update = {
      first_name: 'Alex',
      country_code: 'GB',
      postcode: 'E1 6RF',
      daw: 'Logic Pro',
      product: "Pitch 'n' Time",
      locale: 'en_GB',
      language: 'en',
      global_contact_status: 1,
      threads_per_page: 100,
      notify_tracked: true,
      twitch: 'ignored',
    }
    expect(profileProblems(update)).toEqual({})
  })

  it('names each invalid field with a message for a person', () => {
    expect(
      profileProblems({
        first_name: 'A'.repeat(51),
        city: 42,
        region: 'Tab\there',
        country_code: 'gb',
        global_contact_status: 2,
        threads_per_page: 2.5,
        auto_read: 'true',
        product: 'DJ Pro 3',
      }),
    ).toEqual({
      first_name: 'Use at most 50 characters.',
      city: 'Enter text.',
      region: 'Remove line breaks and other control characters.',
      country_code: 'Choose a country from the list.',
      global_contact_status: 'Choose yes or no.',
      threads_per_page: 'Choose a number from 1 to 100.',
      auto_read: 'Choose yes or no.',
      product: 'Choose a product from the list.',
    })
  })

  it('checks a postcode against the country sent, else the stored one', () => {
    expect(profileProblems({ postcode: '10999' }, { country_code: 'DE' })).toEqual({})
    expect(profileProblems({ postcode: '1099' }, { country_code: 'DE' })).toEqual({
      postcode: 'Enter a valid postcode for Germany.',
    })
    expect(profileProblems({ country_code: 'NL' }, { country_code: 'DE', postcode: '10999' })).toEqual({
      postcode: 'Enter a valid postcode for Netherlands.',
    })
    expect(profileProblems({ city: 'Berlin' }, { country_code: 'NL', postcode: '10999' })).toEqual({})
  })
})

describe('postcodeProblem', () => {
  it('knows the formats of the countries that have postcodes, and accepts any other', () => {
    expect(postcodeProblem('SW1A 1AA', 'GB')).toBeUndefined()
    expect(postcodeProblem('94110-1234', 'US')).toBeUndefined()
    expect(postcodeProblem('ABC', 'US')).toBe('Enter a valid postcode for United States.')
    expect(postcodeProblem('anything', undefined)).toBeUndefined()
    expect(postcodeProblem('', 'GB')).toBeUndefined()
    expect(countryName('NZ')).toBe('New Zealand')
    // Pinned where runtimes' ICU data differ (Node: "Hong Kong SAR China"), so server and browser agree.
    expect(countryName('HK')).toBe('Hong Kong')
    expect(countryName('ps')).toBe('Palestine')
  })
})

describe('avatarFileProblem', () => {
  it('takes JPEG, PNG, WebP and GIF up to 5 MiB', () => {
    expect(avatarFileProblem({ type: 'image/png', size: 1000 })).toBeUndefined()
    expect(avatarFileProblem({ type: 'image/gif', size: AVATAR_MAX_BYTES })).toBeUndefined()
    expect(avatarFileProblem({ type: 'image/svg+xml', size: 1000 })).toBe(
      'Choose a JPEG, PNG, WebP or GIF image.',
    )
    expect(avatarFileProblem({ type: 'image/jpeg', size: AVATAR_MAX_BYTES + 1 })).toBe(
      'Choose an image of at most 5 MB.',
    )
    expect(avatarFileProblem({ type: 'image/jpeg', size: 0 })).toBe(
      'This file is empty. Choose another image.',
    )
  })
})
