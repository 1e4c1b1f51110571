import type { Tone } from './commerce-names.ts'

/** A short status next to a heading ("Past due", "Paid"): text, coloured by its tone. */
export function StatusBadge({ label, tone }: { label: string; tone: Tone }) {
  return <span className={`status-badge status-badge--${tone}`}>{label}</span>
}
