/**
 * The sandbox's hosted card form, standing in for the payment gateway's (decision 016). The site
 * embeds it in an iframe at the `card_form_url` of `POST /paymentgateway/token`, with the client
 * token and its own origin: `<url>?client_token=…&parent_origin=<site origin>`. The form posts the card
 * to the sandbox (the gateway's origin, never the site's); the page that answers hands the result to
 * the parent window with `postMessage`, addressed to `parent_origin` only:
 * - `{ source: 'music-sandbox-card-form', type: 'ready', height }` when the form is shown;
 * - `{ …, type: 'invalid', height, fields }` when the form is shown again with errors (per field);
 * - `{ …, type: 'tokenized', nonce, device_data, details: { card_type, last_four, expiration_month,
 *   expiration_year }, height }` once the card is tokenized;
 * - `{ …, type: 'expired', height }` when the client token has expired (get a new one).
 * `parent_origin` must be one of the sandbox's allowed origins and is the only `frame-ancestors`; the
 * card number and CVC are never echoed back, stored or logged. `prefill_expiry=MM/YYYY` starts the
 * form with that expiry date (as the real gateway's hosted fields' `prefill`), for a card to enter again.
 */
import { HttpResponse, http } from 'msw'
import { escapeHtml, randomToken, readForm } from '../http.ts'
import type { CardErrors, CardInput, NonceDetails, Payments } from './payments.ts'

/** Path of the card form below the commerce base URL. */
export const CARD_FORM_PATH = '/gateway/card-form'

/** `source` of every message the card form posts. */
export const CARD_FORM_MESSAGE_SOURCE = 'music-sandbox-card-form'

const STYLE = `
*{box-sizing:border-box}
body{margin:0;color:#18181b;background:transparent;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
form{display:grid;gap:.75rem;padding:2px}
.row{display:grid;grid-template-columns:1fr 1fr;gap:.75rem}
label{display:block;font-weight:600;margin-bottom:.25rem}
input{width:100%;padding:.625rem .75rem;border:1px solid #71717a;border-radius:6px;font:inherit;background:#fff}
input[aria-invalid=true]{border-color:#b91c1c}
input:focus-visible,button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
.hint{color:#52525b;font-size:.875rem;margin:.25rem 0 0}
.error{color:#b91c1c;font-size:.875rem;margin:.25rem 0 0}
button{padding:.75rem;border:0;border-radius:6px;background:#18181b;color:#fff;font:inherit;font-weight:600;cursor:pointer}
.done{padding:.75rem;border:1px solid #86efac;background:#f0fdf4;border-radius:6px}
@media (prefers-color-scheme:dark){body{color:#fafafa}input{background:#27272a;color:#fafafa}.hint{color:#a1a1aa}
button{background:#fafafa;color:#18181b}.done{background:#052e16}}
`

/** What a card form page shows. */
interface CardFormPage {
  action: string
  clientToken: string
  parentOrigin: string
  expiry?: string
  errors?: CardErrors
  message: Record<string, unknown>
  /** Shown instead of the form (tokenized, expired). */
  notice?: string
}

const FIELDS: { name: keyof CardInput; label: string; autocomplete: string; hint?: string }[] = [
  { name: 'number', label: 'Card number', autocomplete: 'cc-number' },
  { name: 'expiry', label: 'Expiry date', autocomplete: 'cc-exp', hint: 'MM / YY' },
  {
    name: 'cvc',
    label: 'Security code',
    autocomplete: 'cc-csc',
    hint: '3 digits on the back, 4 on the front for Amex',
  },
]

function field(page: CardFormPage, spec: (typeof FIELDS)[number]): string {
  const error = page.errors?.[spec.name]
  const ids = [spec.hint ? `${spec.name}-hint` : '', error ? `${spec.name}-error` : ''].filter(Boolean)
  const value = spec.name === 'expiry' && page.expiry ? ` value="${escapeHtml(page.expiry)}"` : ''
  return `<div>
<label for="${spec.name}">${spec.label}</label>
<input id="${spec.name}" name="${spec.name}" inputmode="numeric" autocomplete="${spec.autocomplete}" required${value}${
    ids.length ? ` aria-describedby="${ids.join(' ')}"` : ''
  }${error ? ' aria-invalid="true"' : ''}>
${spec.hint ? `<p class="hint" id="${spec.name}-hint">${escapeHtml(spec.hint)}</p>` : ''}
${error ? `<p class="error" id="${spec.name}-error">${escapeHtml(error)}</p>` : ''}
</div>`
}

/** The page: the form (or a notice) and the script that reports to the parent window. */
function renderPage(page: CardFormPage, nonce: string): string {
  const [number, expiry, cvc] = FIELDS.map((spec) => field(page, spec))
  const body = page.notice
    ? `<p class="done" role="status">${escapeHtml(page.notice)}</p>`
    : `<form method="post" action="${escapeHtml(page.action)}" novalidate>
<input type="hidden" name="client_token" value="${escapeHtml(page.clientToken)}">
<input type="hidden" name="parent_origin" value="${escapeHtml(page.parentOrigin)}">
${number}
<div class="row">${expiry}${cvc}</div>
<button type="submit">Use this card</button>
</form>`
  // JSON inside a script element: `<` escaped so no value can close the element.
  const message = JSON.stringify(page.message).replace(/</g, '\\u003c')
  const origin = JSON.stringify(page.parentOrigin).replace(/</g, '\\u003c')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Card details</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
${body}
<script nonce="${nonce}">
(function () {
  var message = ${message};
  message.height = document.documentElement.scrollHeight;
  if (window.parent !== window) window.parent.postMessage(message, ${origin});
  var first = document.querySelector('[aria-invalid=true]');
  if (first) first.focus();
})();
</script>
</body>
</html>
`
}

/** The card form's reply: the page with a per-reply CSP nonce, framed by `parentOrigin` only. */
function pageReply(page: CardFormPage, status = 200): Response {
  const nonce = randomToken('', 16)
  return new HttpResponse(renderPage(page, nonce), {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; form-action 'self'; base-uri 'none'; frame-ancestors ${page.parentOrigin}`,
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}

/** A plain refusal page for a request that names no allowed parent (it cannot be framed or answered). */
function refusal(text: string): Response {
  return new HttpResponse(
    `<!doctype html><html lang="en"><title>Card details</title><p>${escapeHtml(text)}</p></html>`,
    {
      status: 400,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
        'X-Frame-Options': 'DENY',
      },
    },
  )
}

/** A Braintree-style `device_data` string (what the gateway's data collector would give). */
function deviceData(): string {
  return JSON.stringify({ device_session_id: randomToken('', 16), fraud_merchant_id: 'sandbox' })
}

/**
 * The card form handlers under `base` (the commerce base URL): `GET` shows the form, `POST` tokenizes.
 * @param allowedOrigins the site origins that may embed the form (`parent_origin`)
 */
export function cardFormHandlers(payments: Payments, base: string, allowedOrigins: readonly string[]) {
  const action = `${base}${CARD_FORM_PATH}`
  const allowed = (origin: string | null | undefined): origin is string =>
    !!origin && allowedOrigins.includes(origin)
  const message = (type: string, extra: Record<string, unknown> = {}) => ({
    source: CARD_FORM_MESSAGE_SOURCE,
    type,
    ...extra,
  })
  const expired = (clientToken: string, parentOrigin: string) =>
    pageReply(
      {
        action,
        clientToken,
        parentOrigin,
        notice: 'This card form has expired. Close it and open it again.',
        message: message('expired'),
      },
      401,
    )

  return [
    http.get(action, ({ request }) => {
      const query = new URL(request.url).searchParams
      const parentOrigin = query.get('parent_origin')
      const clientToken = query.get('client_token') ?? ''
      if (!allowed(parentOrigin)) return refusal('This card form can only be opened from the site.')
      if (payments.clientTokenUser(clientToken) === undefined) return expired(clientToken, parentOrigin)
      // The gateway's prefill of a field that is not secret: a card entered again keeps its expiry.
      const prefill = /^(\d{2})\/\d{2}(\d{2})$/.exec(query.get('prefill_expiry') ?? '')
      return pageReply({
        action,
        clientToken,
        parentOrigin,
        ...(prefill ? { expiry: `${prefill[1]} / ${prefill[2]}` } : {}),
        message: message('ready'),
      })
    }),
    http.post(action, async ({ request }) => {
      const form = await readForm(request)
      const parentOrigin = form.get('parent_origin')
      const clientToken = form.get('client_token') ?? ''
      if (!allowed(parentOrigin)) return refusal('This card form can only be opened from the site.')
      const userId = payments.clientTokenUser(clientToken)
      if (userId === undefined) return expired(clientToken, parentOrigin)
      const input: CardInput = {
        number: form.get('number') ?? '',
        expiry: form.get('expiry') ?? '',
        cvc: form.get('cvc') ?? '',
      }
      const result = payments.tokenize(userId, input)
      if (!result.ok) {
        return pageReply(
          {
            action,
            clientToken,
            parentOrigin,
            expiry: input.expiry,
            errors: result.errors,
            message: message('invalid', { fields: Object.keys(result.errors) }),
          },
          422,
        )
      }
      const details: NonceDetails = result.details
      return pageReply({
        action,
        clientToken,
        parentOrigin,
        notice: `${details.card_type} ending ${details.last_four} is ready to save.`,
        message: message('tokenized', { nonce: result.nonce, device_data: deviceData(), details }),
      })
    }),
  ]
}
