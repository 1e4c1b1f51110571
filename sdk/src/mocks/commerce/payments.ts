/**
 * Payment state of the fake commerce service and its stand-in payment gateway: client tokens, the card
 * form's tokenization into single-use nonces, stored cards (payment methods), billing addresses and
 * charges. Card numbers are checked (Luhn, brand, expiry, CVC) and forgotten at tokenization: a nonce
 * and a stored card keep only the first six and last four digits. What a test card does (approve,
 * decline, fail once) is decided then and travels with the nonce (`TEST_CARDS`).
 */
import type {
  AddPaymentMethodRequest,
  BillingAddress,
  BillingAddressRequest,
  PaymentMethod,
  UpdatePaymentMethodRequest,
} from '../../generated/commerce/hooks.schemas.ts'
import { ERROR_CODES, failure, isoSeconds, type Outcome, randomToken, success } from '../http.ts'
import { COMMERCE_ERROR_CODES as CODES } from './rules.ts'
import { type CardOutcome, type CommerceSeed, type SeedCard, TEST_CARDS } from './seed.ts'

/** Lifetime of a client token (ms): 24 hours. */
const CLIENT_TOKEN_TTL_MS = 24 * 60 * 60 * 1000
/** Lifetime of a nonce (ms): 3 hours, as the real gateway's. */
const NONCE_TTL_MS = 3 * 60 * 60 * 1000

/** What the card form posts (never stored, never logged). */
export interface CardInput {
  number: string
  /** `MM / YY`, `MM/YYYY` or `MMYY`. */
  expiry: string
  cvc: string
}

/** Card form fields with a problem → the message to show beside the field. */
export type CardErrors = Partial<Record<keyof CardInput, string>>

/** What a nonce stands for: a card without its full number. */
interface NonceRecord {
  userId: number
  expires: number
  used: boolean
  card: Pick<SeedCard, 'card_type' | 'bin' | 'last4' | 'expiration_month' | 'expiration_year' | 'outcome'>
}

/** A charge the gateway made (renewals, retried charges, plan changes, checkouts); minor units. */
export interface TransactionRecord {
  id: string
  user_id: number
  payment_method_token: string
  amount: number
  created_at: string
}

/** The details the card form hands to the site with the nonce (nothing secret). */
export interface NonceDetails {
  card_type: string
  last_four: string
  expiration_month: string
  expiration_year: string
}

const BRANDS: [RegExp, string, number[]][] = [
  [/^4/, 'Visa', [13, 16, 19]],
  [/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/, 'Mastercard', [16]],
  [/^3[47]/, 'American Express', [15]],
  [/^(6011|65)/, 'Discover', [16]],
]

/** True when `digits` passes the Luhn check (ISO/IEC 7812-1). */
export function luhnValid(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return digits.length > 0 && sum % 10 === 0
}

const outcomeOf = (digits: string): CardOutcome =>
  Object.values(TEST_CARDS).find((card) => card.number.replace(/\s/g, '') === digits)?.outcome ?? 'approve'

/** The payment gateway and the payment methods of every user. */
export class Payments {
  private readonly cards: SeedCard[]
  private readonly addresses: CommerceSeed['billingAddresses']
  private readonly clientTokens = new Map<string, { userId: number; expires: number }>()
  private readonly nonces = new Map<string, NonceRecord>()
  /** Cards (token, or a nonce's card fingerprint) whose first attempt already failed with 1503. */
  private readonly failedOnce = new Set<string>()
  private readonly transactions: TransactionRecord[] = []
  private readonly now: () => number
  private nextCard = 1
  private nextAddress = 1
  private nextTransaction = 1

  constructor(seed: Pick<CommerceSeed, 'cards' | 'billingAddresses'>, now: () => number) {
    this.cards = seed.cards
    this.addresses = seed.billingAddresses
    this.now = now
  }

  /** A client token that lets the card form tokenize cards for `userId` (24 hours). */
  createClientToken(userId: number): string {
    const token = randomToken('sandbox_ct_', 24)
    this.clientTokens.set(token, { userId, expires: this.now() + CLIENT_TOKEN_TTL_MS })
    return token
  }

  /** The user a live client token was made for, else undefined. */
  clientTokenUser(clientToken: string | null | undefined): number | undefined {
    const entry = clientToken ? this.clientTokens.get(clientToken) : undefined
    return entry && entry.expires > this.now() ? entry.userId : undefined
  }

  /**
   * The card form's tokenization: checks the card (Luhn, brand and length, expiry not past, CVC of 3
   * digits, 4 for American Express) and returns a single-use nonce for the client token's user, or
   * the message per field. The number is not kept.
   */
  tokenize(
    userId: number,
    input: CardInput,
  ): { ok: true; nonce: string; details: NonceDetails } | { ok: false; errors: CardErrors } {
    const errors: CardErrors = {}
    const digits = input.number.replace(/[\s-]/g, '')
    const brand = BRANDS.find(([pattern]) => pattern.test(digits))
    if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits))
      errors.number = 'Enter the card number as it appears on your card.'
    else if (!brand?.[2].includes(digits.length))
      errors.number = 'We accept Visa, Mastercard, American Express and Discover.'
    const expiry = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(input.expiry)
    const month = expiry ? Number(expiry[1]) : 0
    const year = expiry ? Number(expiry[2]?.length === 2 ? `20${expiry[2]}` : expiry[2]) : 0
    if (!expiry || month < 1 || month > 12) errors.expiry = 'Enter the expiry date as MM / YY.'
    else if (this.isPast(month, year)) errors.expiry = 'This card has expired.'
    const cvcLength = brand?.[1] === 'American Express' ? 4 : 3
    if (!new RegExp(`^\\d{${cvcLength}}$`).test(input.cvc.trim()))
      errors.cvc = `Enter the ${cvcLength}-digit security code.`
    if (Object.keys(errors).length > 0 || !brand) return { ok: false, errors }
    const card = {
      card_type: brand[1],
      bin: digits.slice(0, 6),
      last4: digits.slice(-4),
      expiration_month: String(month).padStart(2, '0'),
      expiration_year: String(year),
      outcome: outcomeOf(digits),
    }
    const nonce = randomToken('tokencc_sb_', 18)
    this.nonces.set(nonce, { userId, expires: this.now() + NONCE_TTL_MS, used: false, card })
    return {
      ok: true,
      nonce,
      details: {
        card_type: card.card_type,
        last_four: card.last4,
        expiration_month: card.expiration_month,
        expiration_year: card.expiration_year,
      },
    }
  }

  /** A user's payment methods, oldest first. */
  list(userId: number): PaymentMethod[] {
    return this.cards.filter((c) => c.user_id === userId).map((c) => this.present(c))
  }

  /** A user's stored card, else undefined. */
  find(userId: number, token: string): SeedCard | undefined {
    return this.cards.find((c) => c.user_id === userId && c.token === token)
  }

  /**
   * `POST /me/paymentmethods`: stores the card of a nonce after the gateway verified it. Errors: 1504
   * for a nonce that is unknown, used, expired or another user's; 1506 for an unknown billing
   * address; 1501 / 1503 when verification fails (the nonce is used up either way).
   */
  add(userId: number, body: AddPaymentMethodRequest): Outcome<PaymentMethod> {
    const address = this.checkAddress(userId, body.billing_address_id)
    if (address) return address
    const nonce = this.consumeNonce(userId, body.nonce)
    if (!nonce.ok) return nonce
    const verified = this.verify(nonce.value)
    if (!verified.ok) return verified
    const card: SeedCard = {
      ...nonce.value.card,
      id: 91_000 + this.nextCard,
      token: `c${String(this.nextCard++).padStart(5, '0')}`,
      user_id: userId,
      created_at: isoSeconds(this.now()),
      default: !this.cards.some((c) => c.user_id === userId),
      ...(body.billing_address_id ? { billing_address_id: body.billing_address_id } : {}),
    }
    this.cards.push(card)
    return success(this.present(card))
  }

  /**
   * Stores a card the user saved at the web store's checkout (no call of this service does): for
   * `CommerceStore.addSubscription`. The first card of a user becomes the default.
   */
  addStoredCard(
    userId: number,
    card: Pick<SeedCard, 'card_type' | 'bin' | 'last4' | 'expiration_month' | 'expiration_year' | 'outcome'>,
  ): SeedCard {
    const stored: SeedCard = {
      ...card,
      id: 91_000 + this.nextCard,
      token: `c${String(this.nextCard++).padStart(5, '0')}`,
      user_id: userId,
      created_at: isoSeconds(this.now()),
      default: !this.cards.some((c) => c.user_id === userId),
    }
    this.cards.push(stored)
    return stored
  }

  /**
   * `PUT /me/paymentmethods/{token}`: new card details from a nonce (verified as when adding), another
   * billing address, or `make_default` (1502 for an expired card without new details). Errors as
   * {@link add}; 404 for a card not of this user.
   */
  update(userId: number, token: string, body: UpdatePaymentMethodRequest): Outcome<PaymentMethod> {
    const card = this.find(userId, token)
    if (!card) return failure(404, ERROR_CODES.notFound, 'This payment method is not in your account.')
    const address = this.checkAddress(userId, body.billing_address_id)
    if (address) return address
    if (body.make_default && body.nonce === undefined && this.isExpired(card)) {
      return failure(
        400,
        CODES.cardExpired,
        `${describeCard(card)} expired in ${card.expiration_month}/${card.expiration_year}: it cannot be your default card. Update its details or choose another card.`,
      )
    }
    if (body.nonce !== undefined) {
      const nonce = this.consumeNonce(userId, body.nonce)
      if (!nonce.ok) return nonce
      const verified = this.verify(nonce.value)
      if (!verified.ok) return verified
      Object.assign(card, nonce.value.card)
    }
    if (body.billing_address_id !== undefined) card.billing_address_id = body.billing_address_id
    if (body.make_default) for (const c of this.cards) if (c.user_id === userId) c.default = c === card
    card.updated_at = isoSeconds(this.now())
    return success(this.present(card))
  }

  /**
   * `DELETE /me/paymentmethods/{token}`. `usedBy` names the subscription that still uses it (1505).
   * Removing the default makes the oldest remaining card that has not expired the default (else the
   * oldest).
   */
  remove(userId: number, token: string, usedBy: string | undefined): Outcome<null> {
    const card = this.find(userId, token)
    if (!card) return failure(404, ERROR_CODES.notFound, 'This payment method is not in your account.')
    if (usedBy) {
      return failure(
        400,
        CODES.paymentMethodInUse,
        `${usedBy} is paid with ${describeCard(card)}. Switch it to another payment method before removing this one.`,
      )
    }
    this.cards.splice(this.cards.indexOf(card), 1)
    const mine = this.cards.filter((c) => c.user_id === userId)
    const next = mine.find((c) => !this.isExpired(c)) ?? mine[0]
    if (card.default && next) next.default = true
    return success(null)
  }

  /** The user's billing address at the gateway (`GET /me/billingaddress`), else undefined. */
  billingAddressOf(userId: number): BillingAddress | undefined {
    const address = this.addresses.find((a) => a.user_id === userId)
    if (!address) return undefined
    const { user_id: _user, ...reply } = address
    return reply
  }

  /** `PUT /me/billingaddress`: creates or replaces the user's billing address (one per user). */
  setBillingAddress(userId: number, body: BillingAddressRequest): BillingAddress {
    let address = this.addresses.find((a) => a.user_id === userId)
    if (!address) {
      address = { id: `a${this.nextAddress++}`, user_id: userId, country_code: body.country_code }
      this.addresses.push(address)
    }
    const { id } = address
    for (const key of Object.keys(address))
      if (key !== 'id' && key !== 'user_id') delete address[key as 'city']
    Object.assign(address, body, { id, user_id: userId })
    const { user_id: _user, ...reply } = address
    return reply
  }

  /**
   * Charges `card` `amountMinor` at `at` (ms; a renewal the clock caught up with is charged on its
   * date): 1502 for a card expired then, 1501 for a declining one, 1503 on the first attempt of a
   * "try again" card. Returns the transaction id; nothing is charged for an amount of 0 or less.
   */
  charge(card: SeedCard, amountMinor: number, at = this.now()): Outcome<string> {
    if (amountMinor <= 0) return success('')
    if (this.isPast(Number(card.expiration_month), Number(card.expiration_year), at)) {
      return failure(
        400,
        CODES.cardExpired,
        `${describeCard(card)} expired in ${card.expiration_month}/${card.expiration_year}. Add a new card or choose another one.`,
      )
    }
    const refused = this.refusal(card.outcome, `card ${card.token}`, describeCard(card))
    return refused ?? success(this.record(card.user_id, card.token, amountMinor, at))
  }

  /**
   * Records a charge the gateway made on `token` (`charge`, or a checkout of the web store that this
   * service has no call for) and returns its transaction id.
   */
  record(userId: number, token: string, amountMinor: number, at: number): string {
    const id = `txn_${String(this.nextTransaction++).padStart(6, '0')}`
    this.transactions.push({
      id,
      user_id: userId,
      payment_method_token: token,
      amount: amountMinor,
      created_at: isoSeconds(at),
    })
    return id
  }

  /** The charges the gateway made for `userId`, oldest first (for the sandbox's tests; no call lists them). */
  chargesOf(userId: number): readonly TransactionRecord[] {
    return this.transactions.filter((t) => t.user_id === userId)
  }

  /** True when `card` has expired at the sandbox's clock. */
  isExpired(card: Pick<SeedCard, 'expiration_month' | 'expiration_year'>): boolean {
    return this.isPast(Number(card.expiration_month), Number(card.expiration_year))
  }

  private verify(nonce: NonceRecord): Outcome<null> {
    const { card } = nonce
    const fingerprint = `${nonce.userId} ${card.bin} ${card.last4} ${card.expiration_month}${card.expiration_year}`
    return this.refusal(card.outcome, fingerprint, describeCard(card)) ?? success(null)
  }

  private refusal(outcome: CardOutcome, key: string, description: string): Outcome<never> | undefined {
    if (outcome === 'decline') {
      return failure(
        400,
        CODES.paymentDeclined,
        `Your bank declined ${description}. Use another card or contact your bank.`,
      )
    }
    if (outcome === 'try_again' && !this.failedOnce.has(key)) {
      this.failedOnce.add(key)
      return failure(
        400,
        CODES.processorUnavailable,
        'The payment could not be processed just now. Nothing was charged: try again.',
      )
    }
    return undefined
  }

  private consumeNonce(userId: number, nonce: string): Outcome<NonceRecord> {
    const record = this.nonces.get(nonce)
    if (!record || record.used || record.userId !== userId || record.expires <= this.now()) {
      return failure(
        400,
        CODES.invalidNonce,
        'The card details expired or were already used. Enter the card again.',
      )
    }
    record.used = true
    return success(record)
  }

  private checkAddress(userId: number, id: string | undefined): Outcome<never> | undefined {
    if (id === undefined || this.addresses.some((a) => a.user_id === userId && a.id === id)) return undefined
    return failure(400, CODES.unknownBillingAddress, 'This billing address is not in your account.')
  }

  /** True when the card's expiry month (1–12) of `year` is over at `at` (default the sandbox's clock). */
  private isPast(month: number, year: number, at = this.now()): boolean {
    const now = new Date(at)
    return year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1
  }

  private present(card: SeedCard): PaymentMethod {
    const stars = card.card_type === 'American Express' ? 5 : 6
    return {
      id: card.id,
      token: card.token,
      user_id: card.user_id,
      type: 'CreditCard',
      default: card.default,
      card_type: card.card_type,
      masked_number: `${card.bin}${'*'.repeat(stars)}${card.last4}`,
      expiration_date: `${card.expiration_month}/${card.expiration_year}`,
      expiration_month: card.expiration_month,
      expiration_year: card.expiration_year,
      expired: this.isPast(Number(card.expiration_month), Number(card.expiration_year)),
      created_at: card.created_at,
      updated_at: card.updated_at ?? card.created_at,
      ...(card.billing_address_id ? { billing_address_id: card.billing_address_id } : {}),
    }
  }
}

/** `Visa ending 1111`, as people read a card. */
export function describeCard(card: Pick<SeedCard, 'card_type' | 'last4'>): string {
  return `${card.card_type} ending ${card.last4}`
}
