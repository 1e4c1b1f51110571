import { type ReactNode, useId } from 'react'
import { PendingButton } from './pending-button.tsx'

/** The action of an {@link ActionCard}: what the button says, idle and while it runs. */
interface CardAction {
  /** The button's text; a visually hidden part may name the card ("Join<hidden> the Studio beta</hidden>"). */
  label: ReactNode
  /** The button's text while the action runs, e.g. "Joining…" (with the same hidden part as `label`). */
  pendingLabel: ReactNode
  /** True while the action runs: the button is disabled and `aria-busy`. */
  pending: boolean
  onClick: () => void
}

/**
 * A card of a list with one action a service may refuse (join a beta program, claim a partner code;
 * docs/decisions/015): its heading and details, the refusal under them (`role="alert"`, describing the
 * button) and the button, so the customer reads why and can try again. The mutation and the words
 * stay the screen's. Without `action` the card has no button (e.g. a closed beta program).
 * @param refusal the last refusal in the customer's words, or null
 */
export function ActionCard({
  title,
  children,
  refusal,
  action,
}: {
  title: string
  children?: ReactNode
  refusal: string | null
  action?: CardAction
}) {
  const refusalId = useId()
  return (
    <li className="screen-card screen-card--row">
      <div>
        <h3>{title}</h3>
        {children}
        {refusal ? (
          <p id={refusalId} className="field__error" role="alert">
            {refusal}
          </p>
        ) : null}
      </div>
      {action ? (
        <PendingButton
          pending={action.pending}
          pendingLabel={action.pendingLabel}
          describedBy={refusal ? refusalId : undefined}
          onClick={action.onClick}
        >
          {action.label}
        </PendingButton>
      ) : null}
    </li>
  )
}
