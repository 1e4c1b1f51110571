import type { ComponentType, ReactNode } from 'react'
import type { TextFieldProps } from '../../../../../screens/form.tsx'
import { useVisitorTimeZone } from '../../../../../screens/visitor-time-zone.ts'
import { localTimeZone } from './local-time.ts'

/** The hint of a schedule's date fields: which time zone they are in, and that empty means open. */
export function scheduleHint(which: 'start' | 'end', timeZone?: string): string {
  return `In your time zone (${localTimeZone(timeZone)}). Leave empty for ${which === 'start' ? 'no start' : 'no end'}.`
}

/** What {@link ScheduleFields} needs of a `useScreenForm` form whose values hold `starts_at` and `ends_at`. */
interface ScheduleForm {
  AppField: ComponentType<{
    name: 'starts_at' | 'ends_at'
    children: (field: { TextField: ComponentType<TextFieldProps> }) => ReactNode
  }>
}

/** A schedule's two fields side by side: "Starts" and "Ends", `datetime-local` in the staff member's zone. */
export function ScheduleFields({ form }: { form: ScheduleForm }) {
  const timeZone = useVisitorTimeZone()
  return (
    <div className="field-row">
      <form.AppField name="starts_at">
        {(field) => (
          <field.TextField type="datetime-local" label="Starts" hint={scheduleHint('start', timeZone)} />
        )}
      </form.AppField>
      <form.AppField name="ends_at">
        {(field) => (
          <field.TextField type="datetime-local" label="Ends" hint={scheduleHint('end', timeZone)} />
        )}
      </form.AppField>
    </div>
  )
}
