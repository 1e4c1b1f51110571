import { useCallback, useState } from 'react'

/** The outcome of a mutation, as announced: `success` or `error`, and its text. */
export interface Result {
  tone: 'success' | 'error'
  message: string
}

/**
 * The announced result of a screen's mutations (docs/decisions/015): `[result, announce]`, where
 * `announce({tone, message})` shows the message in a {@link ResultStatus} (or `announce(null)` clears it).
 */
export function useResult(): [Result | null, (result: Result | null) => void] {
  const [result, setResult] = useState<Result | null>(null)
  return [result, useCallback((next: Result | null) => setResult(next), [])]
}

/**
 * Where a mutation's result appears: a live region (`role="status"`, polite) that is always rendered, so
 * a screen reader announces each new message; empty while there is none. Errors here are the ones that
 * belong to no form field (a failed button action); form errors stay next to their form.
 */
export function ResultStatus({ result, className }: { result: Result | null; className?: string }) {
  const classes = ['result-status', result ? `result-status--${result.tone}` : '', className ?? '']
  return (
    <p role="status" className={classes.filter(Boolean).join(' ')}>
      {result?.message}
    </p>
  )
}
