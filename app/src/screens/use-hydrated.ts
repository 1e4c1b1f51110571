import { type RefObject, useLayoutEffect, useRef, useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * Whether the component runs in a hydrated page: false on the server and during hydration, true
 * after it (and at once for a component first rendered in the browser). A signed-in screen's HTML
 * arrives before its JavaScript (docs/decisions/034); its controls wait on this so that nothing typed
 * or pressed before React is there is lost (React's `useSyncExternalStore` server snapshot).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}

/**
 * Keeps what a person typed or chose in a server-rendered control before the page hydrated (issue 33):
 * React leaves the element's value as it is while hydrating, but its next render would write the
 * rendered `value` over it. Right after hydration (a layout effect: before any further render) a
 * value that differs from the one rendered is handed to `apply` once, which makes it the control's
 * value (e.g. runs it as the list's search). Nothing happens for a control first rendered in the
 * browser. For controls outside a `ScreenForm` (whose controls wait, disabled, until hydration).
 * @param ref the `<input>` or `<select>`
 * @param value the value rendered (the server's)
 * @param apply takes the value found in the element
 */
export function useValueFromBeforeHydration(
  ref: RefObject<HTMLInputElement | HTMLSelectElement | null>,
  value: string,
  apply: (value: string) => void,
): void {
  const rendered = useRef(value)
  const take = useRef(apply)
  take.current = apply
  useLayoutEffect(() => {
    const found = ref.current?.value
    if (found !== undefined && found !== rendered.current) take.current(found)
  }, [ref])
}
