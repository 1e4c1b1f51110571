import { useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'

/** How long an in-app navigation may load before the progress bar shows, in ms (quick ones show none). */
export const PENDING_INDICATOR_DELAY_MS = 300

/**
 * The pending indicator of in-app navigation (docs/decisions/019): while the router loads the next
 * page for longer than `delayMs` (its loader waits on the content service), a bar runs along the top
 * of the window and "Loading page…" is announced. Hover preloads do not show it; the page stays
 * usable meanwhile. Renders nothing on the server.
 */
export function NavigationProgress({ delayMs = PENDING_INDICATOR_DELAY_MS }: { delayMs?: number }) {
  const pending = useRouterState({ select: (state) => state.status === 'pending' })
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    if (!pending) {
      setVisible(false)
      return
    }
    const timer = setTimeout(() => setVisible(true), delayMs)
    return () => clearTimeout(timer)
  }, [pending, delayMs])
  return (
    <>
      {visible && <div className="navigation-progress" role="progressbar" aria-label="Loading page" />}
      <p className="visually-hidden" role="status">
        {visible ? 'Loading page…' : ''}
      </p>
    </>
  )
}
