import { localTimeZone } from './local-time.ts'

/** The hint of a schedule's date fields: which time zone they are in, and that empty means open. */
export function scheduleHint(which: 'start' | 'end'): string {
  return `In your time zone (${localTimeZone()}). Leave empty for ${which === 'start' ? 'no start' : 'no end'}.`
}
