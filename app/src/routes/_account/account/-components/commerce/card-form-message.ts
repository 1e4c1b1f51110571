/**
 * The protocol of the payment gateway's hosted card form (docs/decisions/016): the form, in an iframe
 * of the gateway's origin, posts one message to the site per page it shows. The site takes a message
 * only when it comes from that origin, from that iframe's window, and has the form's shape; anything
 * else is ignored. No message carries a card number: the form keeps it at the gateway and hands over a
 * single-use nonce.
 */
import * as v from 'valibot'

/** `source` of every card form message (the sandbox gateway's `CARD_FORM_MESSAGE_SOURCE`). */
export const CARD_FORM_MESSAGE_SOURCE = 'music-sandbox-card-form'

/** The height the form reports for its page, in CSS pixels (bounded, so no page can stretch ours). */
const height = v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2000)))

const base = { source: v.literal(CARD_FORM_MESSAGE_SOURCE), height }

/** What a card form message may be. */
const cardFormMessage = v.variant('type', [
  /** The form is shown, empty. */
  v.object({ ...base, type: v.literal('ready') }),
  /** The form is shown again with errors beside these fields (it says which). */
  v.object({ ...base, type: v.literal('invalid'), fields: v.optional(v.array(v.string())) }),
  /** The card is tokenized: `nonce` (single-use, 3 hours) and what the customer may see of the card. */
  v.object({
    ...base,
    type: v.literal('tokenized'),
    nonce: v.pipe(v.string(), v.regex(/^[\w-]{8,200}$/)),
    device_data: v.optional(v.pipe(v.string(), v.maxLength(2000))),
    details: v.object({
      card_type: v.pipe(v.string(), v.maxLength(40)),
      last_four: v.pipe(v.string(), v.regex(/^\d{4}$/)),
      expiration_month: v.pipe(v.string(), v.regex(/^\d{2}$/)),
      expiration_year: v.pipe(v.string(), v.regex(/^\d{4}$/)),
    }),
  }),
  /** The client token expired: the form has to be loaded again with a new one. */
  v.object({ ...base, type: v.literal('expired') }),
])

/** A message of the card form, checked. */
type CardFormMessage = v.InferOutput<typeof cardFormMessage>

/** A card the form tokenized: the nonce to send, and what the customer may see of the card. */
export type TokenizedCard = Extract<CardFormMessage, { type: 'tokenized' }>

/**
 * The card form's message in `event`, or undefined when `event` is not one: from another origin than
 * `formOrigin`, from another window than `frame`'s, or of another shape.
 * @param formOrigin the origin of the card form's URL (the gateway's)
 * @param frame the iframe the form is in
 */
export function readCardFormMessage(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  formOrigin: string,
  frame: HTMLIFrameElement | null,
): CardFormMessage | undefined {
  if (event.origin !== formOrigin || !frame || event.source === null || event.source !== frame.contentWindow)
    return undefined
  const parsed = v.safeParse(cardFormMessage, event.data)
  return parsed.success ? parsed.output : undefined
}

/**
 * The address to frame: the form's URL (`card_form_url` of the client token) with the client token and
 * the site's origin, which the gateway answers to only. Undefined when the URL is not on `formOrigin`,
 * the one origin the site frames (the CSP's `frame-src`).
 */
export function cardFormSource(
  cardFormUrl: string | undefined,
  clientToken: string,
  formOrigin: string,
  siteOrigin: string,
): string | undefined {
  let url: URL
  try {
    url = new URL(cardFormUrl ?? '')
  } catch {
    return undefined
  }
  if (url.origin !== formOrigin || (url.protocol !== 'https:' && url.protocol !== 'http:')) return undefined
  url.searchParams.set('client_token', clientToken)
  url.searchParams.set('parent_origin', siteOrigin)
  return url.href
}
