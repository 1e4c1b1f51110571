/**
 * HTML of the identity service's browser pages in the sandbox: the sign-in form and the error and
 * signed-out pages. Every value that comes from a request is escaped (`escapeHtml`); the pages load
 * nothing (inline CSS only) and may not be framed.
 */
import { escapeHtml } from '../http.ts'

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f4f4f5;color:#18181b;
font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{width:min(26rem,100% - 2rem);background:#fff;border-radius:12px;padding:2rem;box-shadow:0 1px 3px #0002}
h1{font-size:1.5rem;margin:0 0 .25rem}
p{margin:.25rem 0 1rem}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input{width:100%;padding:.625rem .75rem;border:1px solid #71717a;border-radius:6px;font:inherit}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
button{margin-top:1.5rem;width:100%;padding:.75rem;border:0;border-radius:6px;background:#18181b;color:#fff;
font:inherit;font-weight:600;cursor:pointer}
.error{color:#b91c1c;background:#fef2f2;border:1px solid #fca5a5;border-radius:6px;padding:.5rem .75rem}
ul{padding-left:1.25rem}
`

/**
 * Security headers of every page: no caching, no framing, no referrer (the URL holds codes). The form
 * may post to the identity service and, because browsers apply `form-action` to the redirect after
 * the post too, to the origins it may send users back to (CSP sources, `allAppOrigins`).
 */
export function pageHeaders(allowedSources: readonly string[]): Record<string, string> {
  return {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${allowedSources.join(' ')}; frame-ancestors 'none'`,
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'no-referrer',
  }
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`
}

/** What the sign-in form shows and re-posts. */
export interface SignInPage {
  /** Where the form posts (the authorize URL without its query). */
  action: string
  appName: string
  /** The validated authorization request, carried in hidden fields. */
  params: Record<string, string>
  email?: string
  /** Shown in an alert above the form. */
  error?: string
}

/**
 * The sign-in page: a form labelled "Email address" and "Password" with a "Sign in" button. With
 * `prompt=login` in the request it asks the signed-in user to confirm their password instead.
 */
export function renderSignInPage(page: SignInPage): string {
  const reentry = page.params.prompt === 'login'
  const heading = reentry ? 'Confirm it’s you' : 'Sign in'
  const intro = reentry
    ? `Enter your password again to continue to ${escapeHtml(page.appName)}.`
    : `to continue to ${escapeHtml(page.appName)}`
  const hidden = Object.entries(page.params)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n')
  const error = page.error
    ? `<p class="error" id="sign-in-error" role="alert">${escapeHtml(page.error)}</p>`
    : ''
  const describedBy = page.error ? ' aria-describedby="sign-in-error"' : ''
  const invalid = page.error ? ' aria-invalid="true"' : ''
  return layout(
    heading,
    `<h1>${heading}</h1>
<p>${intro}</p>
${error}
<form method="post" action="${escapeHtml(page.action)}"${describedBy}>
${hidden}
<label for="email_address">Email address</label>
<input id="email_address" name="email_address" type="email" autocomplete="username" required${invalid} value="${escapeHtml(page.email ?? '')}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}>
<button type="submit">${reentry ? 'Continue' : 'Sign in'}</button>
</form>`,
  )
}

/** The confirmation page of an email change: the new address and a "Confirm" button (a POST). */
export function renderVerifyEmailPage(page: { action: string; token: string; email: string }): string {
  return layout(
    'Confirm your new email address',
    `<h1>Confirm your new email address</h1>
<p>Use <strong>${escapeHtml(page.email)}</strong> to sign in and receive e-mails from now on.</p>
<form method="post" action="${escapeHtml(page.action)}">
<input type="hidden" name="token" value="${escapeHtml(page.token)}">
<button type="submit">Confirm</button>
</form>`,
  )
}

/** A page with a heading and one paragraph (the outcome of an email change). */
export function renderMessagePage(title: string, text: string): string {
  return layout(title, `<h1>${escapeHtml(title)}</h1>\n<p role="status">${escapeHtml(text)}</p>`)
}

/** A 400 page: the sign-in request is invalid; lists the problems, links nowhere it was told to. */
export function renderErrorPage(title: string, problems: string[]): string {
  const items = problems.map((p) => `<li>${escapeHtml(p)}</li>`).join('\n')
  return layout(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p role="alert">The application that sent you here made an invalid request. Nothing was signed in.</p>
<ul>
${items}
</ul>`,
  )
}

/** Shown after logout when the `continue` target was missing or not allowed. */
export function renderSignedOutPage(): string {
  return layout('Signed out', '<h1>You are signed out</h1>\n<p>You can close this page.</p>')
}
