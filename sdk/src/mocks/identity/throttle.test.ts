/**
 * Sign-in throttling (throttle.ts, docs/decisions/035): counted per account across every client that
 * is not a known device of it, and per known device and account; the owner's known browser is never
 * refused for anyone else's guesses, and neither is anyone guessing nothing (a shared address counts
 * for nothing). The clock is injected: waits are asserted in the seconds a client is told.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { createSandbox } from '../sandbox.ts'
import { DEMO_USERS } from '../seed.ts'
import type { IdentityStore } from './store.ts'
import { FREE_ATTEMPTS_PER_ACCOUNT, MAX_WAIT_SECONDS, SignInThrottle, waitInWords } from './throttle.ts'

const [ALEX, SAM, ROBIN] = DEMO_USERS
if (!ALEX || !SAM || !ROBIN) throw new Error('the seed has fewer than three demo users')

describe('SignInThrottle', () => {
  let now = 0
  let throttle: SignInThrottle
  beforeEach(() => {
    now = 1_000_000
    throttle = new SignInThrottle(() => now)
  })
  const guess = (client: { device?: string }, account: string, times = 1) => {
    for (let i = 0; i < times; i++) throttle.failed(client, account)
  }

  it('lets a key try 3 wrong passwords, then waits 1, 2, 4 … s, at most 15 minutes', () => {
    guess({}, 'sam', FREE_ATTEMPTS_PER_ACCOUNT - 1)
    expect(throttle.wait({}, 'sam')).toBe(0)
    guess({}, 'sam')
    expect(throttle.wait({}, 'sam')).toBe(1)
    guess({}, 'sam')
    expect(throttle.wait({}, 'sam')).toBe(2)
    now += 1000
    expect(throttle.wait({}, 'sam')).toBe(1)
    guess({}, 'sam', 20)
    expect(throttle.wait({}, 'sam')).toBe(MAX_WAIT_SECONDS)
  })

  it('counts strangers to one account together, wherever they come from (no address in the key)', () => {
    // 60 guesses, as from 20 addresses: one count for the account.
    guess({}, 'sam', 60)
    expect(throttle.wait({}, 'sam')).toBe(MAX_WAIT_SECONDS)
  })

  it('never makes a known device wait for strangers’ guesses, nor another account for this one’s', () => {
    guess({}, 'sam', 60)
    expect(throttle.wait({ device: 'dev_owner' }, 'sam')).toBe(0)
    expect(throttle.wait({}, 'alex')).toBe(0)
    // The known device's own mistakes are its own.
    guess({ device: 'dev_owner' }, 'sam', FREE_ATTEMPTS_PER_ACCOUNT)
    expect(throttle.wait({ device: 'dev_owner' }, 'sam')).toBe(1)
    expect(throttle.wait({ device: 'dev_other' }, 'sam')).toBe(0)
  })

  it('clears a key on a right password, and forgets it 15 minutes after its last failure', () => {
    guess({}, 'sam', 5)
    throttle.succeeded({}, 'sam')
    expect(throttle.wait({}, 'sam')).toBe(0)
    guess({ device: 'd' }, 'sam', 5)
    guess({}, 'sam', 5)
    throttle.succeeded({ device: 'd' }, 'sam')
    expect(throttle.wait({ device: 'd' }, 'sam')).toBe(0)
    // The known device's right password says nothing about the strangers.
    expect(throttle.wait({}, 'sam')).toBeGreaterThan(0)
    now += 15 * 60 * 1000 + 1
    expect(throttle.wait({}, 'sam')).toBe(0)
  })

  it('holds only the keys of the last 15 minutes when guesses hit ever new accounts', () => {
    for (let i = 0; i < 5000; i++) {
      now += 1000
      guess({}, `made-up-${i}@example.com`)
    }
    // One guess a second: at most the last 900 s of keys, plus those made since the last sweep.
    expect(throttle.size).toBeLessThan(2 * 901)
    guess({}, 'made-up-4999@example.com', FREE_ATTEMPTS_PER_ACCOUNT)
    expect(throttle.wait({}, 'made-up-4999@example.com')).toBeGreaterThan(0)
  })
})

describe('IdentityStore.attemptSignIn', () => {
  let now = 0
  let identity: IdentityStore
  beforeEach(() => {
    now = 1_000_000
    identity = createSandbox(undefined, { now: () => now }).stores.identity
  })
  const owner = () => identity.findByEmail(SAM.email_address)?.id as number

  it('never refuses the owner’s known browser: 60 guesses, the right password still signs in', () => {
    const device = identity.rememberDevice(undefined, owner())
    for (let i = 0; i < 60; i++) identity.attemptSignIn(SAM.email_address, `guess-${i}`)
    // A stranger (and the owner on a browser new to the account) waits…
    expect(identity.attemptSignIn(SAM.email_address, SAM.password)).toEqual({
      retryAfter: 1,
      knownDevice: false,
    })
    expect(identity.attemptSignIn(SAM.email_address, SAM.password, { device })).toMatchObject({
      email_address: SAM.email_address,
    })
  })

  it('checks 3 of 60 guesses at one account, not 60', () => {
    const results = Array.from({ length: 60 }, (_, i) => identity.attemptSignIn(SAM.email_address, `g${i}`))
    expect(results.filter((result) => result === 'invalid')).toHaveLength(FREE_ATTEMPTS_PER_ACCOUNT)
  })

  it('never refuses other users for guesses at other accounts (a shared address counts for nothing)', () => {
    for (let i = 0; i < 24; i++) identity.attemptSignIn(`nobody-${i}@example.com`, 'guess')
    for (let i = 0; i < 3; i++) identity.attemptSignIn(ROBIN.email_address, 'guess')
    expect(identity.attemptSignIn(ALEX.email_address, ALEX.password)).toMatchObject({
      id: expect.any(Number),
    })
  })

  it('trusts a device cookie only for the accounts that signed in with it, and only one it issued', () => {
    const strangersDevice = identity.rememberDevice(
      undefined,
      identity.findByEmail(ALEX.email_address)?.id ?? 0,
    )
    for (let i = 0; i < 4; i++)
      identity.attemptSignIn(SAM.email_address, `guess-${i}`, { device: strangersDevice })
    // Alex's device guessing Sam's password is a stranger to Sam: it waits with the others.
    expect(identity.attemptSignIn(SAM.email_address, SAM.password, { device: strangersDevice })).toEqual({
      retryAfter: 1,
      knownDevice: false,
    })
    expect(identity.attemptSignIn(SAM.email_address, SAM.password, { device: 'dev_made-up' })).toMatchObject({
      retryAfter: 1,
    })
    // Once Sam signs in on that browser, it is Sam's known device too.
    expect(identity.rememberDevice(strangersDevice, owner())).toBe(strangersDevice)
    expect(
      identity.attemptSignIn(SAM.email_address, SAM.password, { device: strangersDevice }),
    ).toMatchObject({
      email_address: SAM.email_address,
    })
  })

  it('tells a known device its wait is its own', () => {
    const device = identity.rememberDevice(undefined, owner())
    for (let i = 0; i < 4; i++) identity.attemptSignIn(SAM.email_address, `typo-${i}`, { device })
    expect(identity.attemptSignIn(SAM.email_address, SAM.password, { device })).toEqual({
      retryAfter: 1,
      knownDevice: true,
    })
  })
})

it('says a wait in words', () => {
  expect([1, 8, 60, 61, 900].map(waitInWords)).toEqual([
    '1 second',
    '8 seconds',
    '1 minute',
    '2 minutes',
    '15 minutes',
  ])
})
