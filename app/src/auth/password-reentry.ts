/**
 * Password re-entry for the screens (401 code 2011, decision 017; docs/decisions/022): an action the
 * identity service refuses until the customer enters their password again is kept across a sign-in
 * with `prompt=login` (the sign-in module of docs/decisions/011 keeps it, bound to that sign-in's
 * `state`, for 10 minutes) and resumed by the screen it came back to, for the same user only.
 *
 * Not part of any page's first JavaScript: only the screens that need it import this module.
 */
import { PasswordReentryRequiredError } from '@music/sdk'
import { useEffect, useRef } from 'react'
import type { PendingAction } from './session.ts'
import { useRouterAuth } from './use-auth.ts'

/** True when `error` is the service's "enter your password again" (401 code 2011). */
export function isPasswordReentry(error: unknown): error is PasswordReentryRequiredError {
  return error instanceof PasswordReentryRequiredError
}

/**
 * `confirm(action, emailAddress)`: leaves for the identity service's sign-in asking for the password
 * again (`prompt=login`, the address filled in), to come back to this page, where
 * {@link useResumedAction} hands `action` back.
 */
export function useConfirmPassword(): (action: PendingAction, emailAddress: string) => void {
  const auth = useRouterAuth()
  return (action, emailAddress) =>
    void auth.signIn(undefined, { prompt: 'login', loginHint: emailAddress, pendingAction: action })
}

/** An action handed back after the password was entered again, its data checked. */
export interface ResumedAction<T> {
  /** The user who asked for it: do it only if the signed-in user is this one. */
  userId: number
  data: T
}

/** `action` with its data checked by `parse`, or undefined (data changed in storage: nothing is done). */
function checked<T>(
  action: PendingAction | undefined,
  parse: (data: unknown) => T | undefined,
): ResumedAction<T> | undefined {
  const data = action ? parse(action.data) : undefined
  return action && data !== undefined ? { userId: action.userId, data } : undefined
}

/**
 * Resumes the action of `type` that the sign-in return which opened this screen brought back: `run`
 * gets it once, after the screen has rendered (taken in an effect, so a render React throws away
 * cannot lose it), with its data checked by `parse`.
 * @returns the action while it waits to be run (to show what is being done), else undefined
 */
export function useResumedAction<T>(
  type: string,
  parse: (data: unknown) => T | undefined,
  run: (action: ResumedAction<T>) => void,
): ResumedAction<T> | undefined {
  const auth = useRouterAuth()
  const latest = useRef({ parse, run })
  latest.current = { parse, run }
  useEffect(() => {
    const action = checked(auth.takePendingAction(type), latest.current.parse)
    if (action) latest.current.run(action)
  }, [auth, type])
  return checked(auth.takePendingAction(type, true), parse)
}
