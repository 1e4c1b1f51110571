import { useRouterState } from '@tanstack/react-router'
import { type RefObject, useEffect, useRef, useState } from 'react'

/**
 * A disclosure's state, actions and refs, as a tuple (the names stay out of the page's JavaScript):
 * `[open, toggle, close, containerRef, buttonRef]`. `toggle` is the button's `onClick`; `containerRef`
 * goes on the element holding the button and the panel (a click or focus outside it closes the panel);
 * `buttonRef` on the button (focus returns to it when Escape closes the panel).
 */
export type Disclosure = [
  open: boolean,
  toggle: () => void,
  close: () => void,
  containerRef: RefObject<HTMLDivElement | null>,
  buttonRef: RefObject<HTMLButtonElement | null>,
]

/**
 * A disclosure menu's behaviour (WAI-ARIA APG "Disclosure Navigation Menu"), used by the site header's
 * product menu and the signed-in areas' navigation below 60rem: Escape closes it and returns focus to
 * the button; so do navigating (a new pathname), a click outside and tabbing out of it.
 */
export function useDisclosure(): Disclosure {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  // The pathname the menu was opened on: navigating elsewhere closes it without an effect.
  const [openedOn, setOpenedOn] = useState<string | null>(null)
  if (openedOn !== null && openedOn !== pathname) setOpenedOn(null)
  const open = openedOn === pathname
  const containerRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpenedOn(null)
      buttonRef.current?.focus()
    }
    // A click or focus outside the button and the panel (e.g. tabbing past the last link) closes it.
    const closeOutside = (event: Event) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpenedOn(null)
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', closeOutside)
    document.addEventListener('focusin', closeOutside)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', closeOutside)
      document.removeEventListener('focusin', closeOutside)
    }
  }, [open])

  return [open, () => setOpenedOn(open ? null : pathname), () => setOpenedOn(null), containerRef, buttonRef]
}
