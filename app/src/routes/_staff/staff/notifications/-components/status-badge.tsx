import type { Status } from '@music/sdk/notifications'
import { STATUSES } from './notification-labels.ts'

/** A campaign's or notification's status as a labelled badge ("Active"), coloured by status. */
export function StatusBadge({ status }: { status: Status }) {
  return <span className={`status-badge status-badge--${status}`}>{STATUSES[status]}</span>
}
