import { useEffect, useRef } from 'react'

/**
 * What a screen shows when the identity service asks for the password again (401 code 2011,
 * docs/decisions/022): why, and a button that leaves for the sign-in page (`prompt=login`) and comes
 * back to finish `what`. Takes focus when it appears, so the next step is where the customer is.
 * @param what the action, e.g. "change your email address"
 */
export function PasswordReentryNotice({ what, onConfirm }: { what: string; onConfirm: () => void }) {
  const button = useRef<HTMLButtonElement>(null)
  useEffect(() => button.current?.focus(), [])
  return (
    <div className="screen-notice" role="alert">
      <p>
        <strong>Please confirm it’s you.</strong> To {what}, enter your password again. We bring you back here
        and finish it.
      </p>
      <button ref={button} type="button" className="button" onClick={onConfirm}>
        Enter password
      </button>
    </div>
  )
}
