import {
  createServiceError,
  InvalidRefreshTokenError,
  NetworkError,
  ServiceError,
  TimeoutError,
} from '@music/sdk'
import { describe, expect, it } from 'vitest'
import { SESSION_ENDED_MESSAGE, serviceErrorMessage, serviceErrorTarget } from './service-errors.ts'

const reply = (status: number, body?: unknown) => createServiceError({ status, body })

describe('serviceErrorMessage', () => {
  it('says what went wrong in the user’s words, never the status', () => {
    // A timeout is our servers' slowness, not the person's connection.
    expect(serviceErrorMessage(new TimeoutError(10_000))).toBe(
      'Our servers took too long to answer. Please try again in a moment.',
    )
    expect(serviceErrorMessage(new NetworkError())).toMatch(/Check your connection/)
    expect(serviceErrorMessage(reply(500, { code: 5000, error: 'NullPointerException' }))).toBe(
      'Something went wrong on our side. Please try again.',
    )
    expect(serviceErrorMessage(reply(503))).toMatch(/unavailable right now/)
    expect(serviceErrorMessage(new InvalidRefreshTokenError({ status: 400, body: { code: 1001 } }))).toBe(
      SESSION_ENDED_MESSAGE,
    )
  })

  it('passes on a refusal the service explains, and nothing it does not', () => {
    expect(
      serviceErrorMessage(reply(400, { code: 1103, error: 'We do not recognise this serial number.' })),
    ).toBe('We do not recognise this serial number.')
    expect(serviceErrorMessage(reply(404))).toBe('That could not be completed. Please try again.')
    expect(serviceErrorMessage(new Error('boom'))).toBe('That could not be completed. Please try again.')
  })
})

describe('serviceErrorTarget', () => {
  it('puts a refusal next to the field of its code, anything else on the form', () => {
    const fields = { 1101: 'serial', 1105: 'ilokUserId' } as const
    expect(serviceErrorTarget(reply(400, { code: 1105, error: 'Enter your iLok user ID.' }), fields)).toEqual(
      {
        field: 'ilokUserId',
        message: 'Enter your iLok user ID.',
      },
    )
    expect(serviceErrorTarget(reply(400, { code: 1000, error: 'Bad body' }), fields).field).toBeUndefined()
    expect(serviceErrorTarget(new ServiceError({ status: 500 }), fields).field).toBeUndefined()
  })
})
