import type { Status } from '@music/sdk/notifications'
import { useId, useRef } from 'react'
import { useValueFromBeforeHydration } from '../../../../../screens/use-hydrated.ts'
import { STATUSES } from './notification-labels.ts'

/**
 * A list's filter by status (next to its section's heading): "Any status" or one of `statuses`. A
 * choice made in the server's HTML before the page hydrated is kept and applied once it has.
 * @param value the chosen status, '' for any
 * @param onChange called with the new choice
 */
export function StatusFilter<S extends Status>({
  statuses,
  value,
  onChange,
}: {
  statuses: readonly S[]
  value: S | ''
  onChange: (status: S | '') => void
}) {
  const id = useId()
  const select = useRef<HTMLSelectElement>(null)
  useValueFromBeforeHydration(select, value, (chosen) => onChange(chosen as S | ''))
  return (
    <div className="staff-filter">
      <label htmlFor={id}>Status</label>
      <select
        ref={select}
        id={id}
        className="field__input"
        value={value}
        onChange={(event) => onChange(event.target.value as S | '')}
      >
        <option value="">Any status</option>
        {statuses.map((status) => (
          <option key={status} value={status}>
            {STATUSES[status]}
          </option>
        ))}
      </select>
    </div>
  )
}
