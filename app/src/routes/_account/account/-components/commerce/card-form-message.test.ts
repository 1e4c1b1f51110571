import { CARD_FORM_MESSAGE_SOURCE as SANDBOX_SOURCE } from '@music/sdk/mocks'
import { describe, expect, it } from 'vitest'
import { CARD_FORM_MESSAGE_SOURCE, cardFormSource, readCardFormMessage } from './card-form-message.ts'

const GATEWAY = 'http://localhost:4100'
const frameWindow = {} as Window
const frame = { contentWindow: frameWindow } as HTMLIFrameElement
const tokenized = {
  source: CARD_FORM_MESSAGE_SOURCE,
  type: 'tokenized',
  height: 180,
  nonce: 'tokencc_sb_4fq2m8x1c7d9v3k0p6w2',
  device_data: '{"device_session_id":"x"}',
  details: { card_type: 'Visa', last_four: '1111', expiration_month: '09', expiration_year: '2031' },
}
const event = (data: unknown, origin = GATEWAY, source: unknown = frameWindow) =>
  ({ data, origin, source }) as MessageEvent

describe('card form messages', () => {
  it('speaks the sandbox gateway’s protocol', () => {
    expect(CARD_FORM_MESSAGE_SOURCE).toBe(SANDBOX_SOURCE)
  })

  it('takes a message of the form’s origin, window and shape', () => {
    expect(readCardFormMessage(event(tokenized), GATEWAY, frame)).toEqual(tokenized)
    expect(
      readCardFormMessage(event({ source: CARD_FORM_MESSAGE_SOURCE, type: 'ready' }), GATEWAY, frame),
    ).toEqual({
      source: CARD_FORM_MESSAGE_SOURCE,
      type: 'ready',
    })
  })

  it('ignores messages of another origin, another window, another source or shape', () => {
    expect(readCardFormMessage(event(tokenized, 'https://evil.example'), GATEWAY, frame)).toBeUndefined()
    expect(readCardFormMessage(event(tokenized, GATEWAY, {} as Window), GATEWAY, frame)).toBeUndefined()
    expect(readCardFormMessage(event(tokenized, GATEWAY, null), GATEWAY, frame)).toBeUndefined()
    expect(readCardFormMessage(event(tokenized), GATEWAY, null)).toBeUndefined()
    for (const data of [
      { ...tokenized, source: 'another-form' },
      { ...tokenized, type: 'charged' },
      { ...tokenized, nonce: '<script>' },
      { ...tokenized, details: { ...tokenized.details, last_four: '4111111111111111' } },
      { ...tokenized, height: 1e9 },
      'tokenized',
      null,
    ]) {
      expect(readCardFormMessage(event(data), GATEWAY, frame), JSON.stringify(data)).toBeUndefined()
    }
  })

  it('frames only a form URL of the configured origin, with the client token and the site origin', () => {
    const src = cardFormSource(
      `${GATEWAY}/commerce/gateway/card-form`,
      'ct_1&2',
      GATEWAY,
      'http://localhost:3000',
    )
    expect(src).toBe(
      `${GATEWAY}/commerce/gateway/card-form?client_token=ct_1%262&parent_origin=http%3A%2F%2Flocalhost%3A3000`,
    )
    expect(
      cardFormSource('https://evil.example/card-form', 'ct', GATEWAY, 'http://localhost:3000'),
    ).toBeUndefined()
    expect(cardFormSource('javascript:alert(1)', 'ct', GATEWAY, 'http://localhost:3000')).toBeUndefined()
    expect(cardFormSource(undefined, 'ct', GATEWAY, 'http://localhost:3000')).toBeUndefined()
  })
})
