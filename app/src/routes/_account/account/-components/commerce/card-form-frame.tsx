import { useQuery } from '@tanstack/react-query'
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react'
import { cardFormOrigin } from '../../../../../config/payment-gateway.ts'
import { usePublicConfig } from '../../../../../config/public-config.ts'
import { LoadError, Loading } from '../../../../../screens/load-state.tsx'
import { commerceQueries } from '../../../-components/commerce-queries.ts'
import { cardFormSource, readCardFormMessage, type TokenizedCard } from './card-form-message.ts'

/** The card form's height before it reports its own, and the bounds of what it may report (CSS px). */
const HEIGHT = { initial: 260, min: 120, max: 900 }

/** The state of one card form on a screen: see {@link useCardForm}. */
export interface CardFormState {
  /** Which form is shown: a new one (a new client token) after each {@link reload}. */
  form: number
  /** The card the form tokenized, to send; null until then. */
  card: TokenizedCard | null
  /** What is wrong with the card (the service's refusal), shown beside the form. */
  error: string | null
  /** The expiry date (`MM/YYYY`) the next form starts with: kept from a card the service asked to try again. */
  prefillExpiry: string | null
  /**
   * Shows a fresh form (the last nonce is used up), with `error` beside it; `keep` starts it with the
   * last card's expiry date (the gateway's prefill), for a card to enter again (1503 "try again").
   */
  reload: (error?: string | null, keep?: { expiry: string }) => void
  setCard: (card: TokenizedCard | null) => void
  setError: (error: string | null) => void
}

/**
 * A card form's state for a screen's form: the card it tokenized, the error beside it, and reloading
 * it (a nonce is single-use: after the service refused a card, the form starts again empty).
 */
export function useCardForm(): CardFormState {
  const [form, setForm] = useState(0)
  const [card, setCard] = useState<TokenizedCard | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [prefillExpiry, setPrefillExpiry] = useState<string | null>(null)
  return {
    form,
    card,
    error,
    prefillExpiry,
    reload: (next = null, keep) => {
      setCard(null)
      setError(next)
      setPrefillExpiry(keep?.expiry ?? null)
      setForm((n) => n + 1)
    },
    setCard,
    setError,
  }
}

/**
 * The payment gateway's hosted card form (docs/decisions/016) in an iframe: a client token
 * (`POST /paymentgateway/token`) frames its `card_form_url`, if that is on the configured card form
 * origin (`cardFormOrigin`, the CSP's `frame-src`). Card number, expiry and CVC are typed into the
 * gateway's page, never into the site's: the site only takes the form's messages (origin, window and
 * shape checked, `readCardFormMessage`) and keeps the tokenized card's nonce and what the customer may
 * see of it (brand, last four, expiry). The form grows with its content (its reported height).
 * @param state from {@link useCardForm}
 * @param label what the card is for, e.g. "New card"
 */
export function CardFormFrame({ state, label }: { state: CardFormState; label: string }) {
  const config = usePublicConfig()
  const origin = cardFormOrigin(config)
  const token = useQuery(commerceQueries.cardFormToken(state.form))
  const frame = useRef<HTMLIFrameElement>(null)
  const [height, setHeight] = useState(HEIGHT.initial)
  const labelId = useId()
  const errorId = useId()
  const src = token.data
    ? cardFormSource(
        token.data.card_form_url,
        token.data.client_token,
        origin,
        window.location.origin,
        state.prefillExpiry ?? undefined,
      )
    : undefined

  const onMessage = useEffectEvent((event: MessageEvent) => {
    const message = readCardFormMessage(event, origin, frame.current)
    if (!message) return
    if (message.height !== undefined) setHeight(Math.min(Math.max(message.height, HEIGHT.min), HEIGHT.max))
    if (message.type === 'tokenized') {
      state.setCard(message)
      state.setError(null)
    } else if (message.type === 'expired') {
      state.reload()
    } else {
      state.setCard(null)
    }
  })
  useEffect(() => {
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [])

  return (
    <div className={state.error ? 'card-form card-form--invalid' : 'card-form'}>
      <p id={labelId} className="card-form__label">
        {label}
      </p>
      {token.isPending ? (
        <div className="card-form__placeholder">
          <Loading what="the secure card form" visible />
        </div>
      ) : token.isError || !src ? (
        // The kit's error block: an ended session goes to the area's one "Sign in again" (decision 033).
        <LoadError
          subject="The card form"
          error={token.error}
          message={token.isError ? undefined : 'Adding a card is not possible right now.'}
          onRetry={() => void token.refetch()}
        />
      ) : (
        <div className="card-form__box">
          <iframe
            ref={frame}
            key={src}
            src={src}
            title={`${label}: card number, expiry date and security code (our payment provider's secure form)`}
            className="card-form__frame"
            style={{ height }}
            // The gateway's page posts its form and reports to us; it may not open windows or navigate ours.
            sandbox="allow-scripts allow-forms allow-same-origin"
            referrerPolicy="no-referrer"
            aria-describedby={state.error ? errorId : undefined}
          />
        </div>
      )}
      {state.card ? (
        <p className="card-form__ready" role="status">
          {state.card.details.card_type} ending {state.card.details.last_four} is ready to save.
        </p>
      ) : null}
      {state.error ? (
        <p id={errorId} className="field__error" role="alert">
          {state.error}
        </p>
      ) : null}
    </div>
  )
}
