import type { ReactNode } from 'react'

/**
 * What a section shows when it has nothing to list (docs/decisions/015): what is missing and what to do
 * next, e.g. "You have no products yet." + a link to register one.
 * @param action the next step: a link or a button
 */
export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="screen-notice">
      <p>{children}</p>
      {action}
    </div>
  )
}
