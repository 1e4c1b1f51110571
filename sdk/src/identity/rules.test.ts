import { describe, expect, it } from 'vitest'
import { emailAddressProblem, nameProblems, passwordProblem } from './rules.ts'

describe('identity field rules (decision 017)', () => {
  it('accepts a usable e-mail address and says what is wrong with others', () => {
    expect(emailAddressProblem(' pat@example.com ')).toBeUndefined()
    expect(emailAddressProblem('')).toBe('Enter your email address.')
    expect(emailAddressProblem('pat@example')).toBe('Enter an email address like name@example.com.')
    expect(emailAddressProblem(`${'a'.repeat(250)}@x.io`)).toBe('Use at most 254 characters.')
  })

  it('asks for 8+ characters with a letter and a digit or symbol, without the e-mail address', () => {
    expect(passwordProblem('Turntable-42', 'alex@example.com')).toBeUndefined()
    expect(passwordProblem('')).toBe('Choose a password.')
    expect(passwordProblem('short1')).toBe('Use at least 8 characters with a letter and a digit or symbol.')
    expect(passwordProblem('lettersonly')).toBe(
      'Use at least 8 characters with a letter and a digit or symbol.',
    )
    expect(passwordProblem('patricia-2024', 'patricia@example.com')).toBe(
      'Choose a password that does not contain your email address.',
    )
  })

  it('limits names to 50 characters', () => {
    expect(
      nameProblems({ first_name: 'Pat', last_name: 'x'.repeat(51) }, ['first_name', 'last_name']),
    ).toEqual({ last_name: 'Use at most 50 characters.' })
  })
})
