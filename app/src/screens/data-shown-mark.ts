import { useEffect } from 'react'

/**
 * Name of the user-timing mark {@link useDataShownMark} sets: a section of a signed-in screen shows its
 * data (its content replaced the skeleton). `bench:account` reads the first one after a navigation as
 * the screen's "first data on screen" (scripts/bench/account.ts, docs/decisions/032), and so do real
 * visitors' browsers for a client navigation's time to data (app/src/telemetry/screen-telemetry.ts,
 * docs/decisions/041).
 */
export const DATA_SHOWN_MARK = 'screen:data-shown'

/**
 * Sets the user-timing mark {@link DATA_SHOWN_MARK} (`performance.mark`, `detail`: the section's title)
 * once, after the first commit of the component that calls it: the section's content, rendered only
 * once its queries have answered (it suspends until then), so the mark's time is when the data reached
 * the screen. Costs one `performance.mark` a section.
 */
export function useDataShownMark(section: string): void {
  useEffect(() => {
    performance.mark(DATA_SHOWN_MARK, { detail: section })
  }, [section])
}
