import { useCallback, useEffect, useRef, useState } from 'react'
import { useWaitingSaves } from './unsaved-changes.tsx'

/** The outcome of a mutation, as announced: `success` or `error`, and its text. */
export interface Result {
  tone: 'success' | 'error'
  message: string
}

/**
 * The announced result of a screen's mutations (docs/decisions/015): `[result, announce]`, where
 * `announce({tone, message})` shows the message in a {@link ResultStatus} (or `announce(null)` clears it).
 * A result announced after the caller left the screen (a save sent once the connection returned, a slow
 * save the person did not wait for) is said in the area's status line instead (decision 037).
 */
export function useResult(): [Result | null, (result: Result | null) => void] {
  const [result, setResult] = useState<Result | null>(null)
  const elsewhere = useElsewhere()
  return [result, useCallback((next: Result | null) => elsewhere(next) || setResult(next), [elsewhere])]
}

/**
 * For a result announced by a caller that may be gone: says it in the area's status line and answers
 * true when the caller is no longer mounted (`WaitingSaves.announce`), else answers false.
 */
export function useElsewhere(): (result: Result | null) => boolean {
  const saves = useWaitingSaves()
  const mounted = useRef(false)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  return useCallback(
    (result: Result | null) => {
      if (mounted.current) return false
      if (result) saves?.announce(result)
      return true
    },
    [saves],
  )
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
