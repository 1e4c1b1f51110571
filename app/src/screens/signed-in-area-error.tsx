import type { ErrorComponentProps } from '@tanstack/react-router'
import { ErrorScreen } from '../errors/error-screen.tsx'
import { SESSION_ENDED_MESSAGE } from './service-errors.ts'
import { SessionEndedNotice } from './session-ended.tsx'

/**
 * The error component of the signed-in layouts: the area's one "sign in again" state when the server
 * found the session ended (`SessionEndedError`, whose message is all the browser gets of it after
 * hydration; docs/decisions/034), else the site's error screen with its retry.
 */
export function SignedInAreaError(props: ErrorComponentProps) {
  if (props.error instanceof Error && props.error.message === SESSION_ENDED_MESSAGE) {
    return (
      <div className="area area--single">
        <SessionEndedNotice />
      </div>
    )
  }
  return <ErrorScreen {...props} />
}
