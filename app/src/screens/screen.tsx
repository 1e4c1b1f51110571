import { type ReactNode, useEffect, useRef } from 'react'

/**
 * A screen of a signed-in area (docs/decisions/015): its one h1 and an optional introduction, then its
 * sections. The heading takes focus when the screen opens, so a keyboard or screen-reader user who
 * followed a navigation link starts at the new screen (the router does not move focus); not when focus
 * is already inside the screen (someone typing into its server-rendered HTML before it hydrated). A title that is
 * someone's writing (a notification's name) runs in its own direction (`dir="auto"`, decision 037).
 */
export function Screen({
  title,
  intro,
  children,
}: {
  title: string
  intro?: ReactNode
  children: ReactNode
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  const screen = useRef<HTMLDivElement>(null)
  useEffect(() => {
    // Not over the person's own focus: a field of this screen they are typing into already (the
    // server's HTML of a signed-in screen is usable before it hydrates; issue 33's walk lost keys here).
    const active = document.activeElement
    if (active && active !== heading.current && screen.current?.contains(active)) return
    heading.current?.focus({ preventScroll: true })
  }, [])
  return (
    <div className="screen" ref={screen}>
      <header className="screen__header">
        <h1 ref={heading} tabIndex={-1} dir="auto">
          {title}
        </h1>
        {intro ? <p className="screen__intro">{intro}</p> : null}
      </header>
      {children}
    </div>
  )
}
