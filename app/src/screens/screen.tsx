import { type ReactNode, useEffect, useRef } from 'react'

/**
 * A screen of a signed-in area (docs/decisions/015): its one h1 and an optional introduction, then its
 * sections. The heading takes focus when the screen opens, so a keyboard or screen-reader user who
 * followed a navigation link starts at the new screen (the router does not move focus). A title that is
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
  useEffect(() => heading.current?.focus({ preventScroll: true }), [])
  return (
    <div className="screen">
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
