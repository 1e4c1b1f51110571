import './scroll-region.css'
import { type ReactNode, type Ref, type RefObject, useCallback, useEffect, useRef, useState } from 'react'

/** Whether a scroll region's content reaches past its view, and on which side it is cut off now. */
export interface ScrollEdges {
  /** The content is wider than the view: it scrolls sideways. */
  scrollable: boolean
  /** Content is cut off at the inline start (scrolled away from it). */
  start: boolean
  /** Content is cut off at the inline end (more to see that way). */
  end: boolean
}

/** Scroll positions within this many px of an edge count as at the edge (sub-pixel widths, zoom). */
const EDGE_SLACK_PX = 1

/**
 * Where `element`'s content is cut off sideways ({@link ScrollEdges}), measured in the browser after
 * the first render and again on every scroll and on every change of its or its content's size
 * (`ResizeObserver`); undefined until measured (on the server and while hydrating). Right-to-left
 * pages scroll from 0 towards negative `scrollLeft` (CSSOM View), so the sides are the inline ones.
 */
export function useScrollEdges(element: RefObject<HTMLElement | null>): ScrollEdges | undefined {
  const [edges, setEdges] = useState<ScrollEdges>()
  const measure = useCallback(() => {
    const view = element.current
    if (!view) return
    const hidden = view.scrollWidth - view.clientWidth
    const scrolled = Math.abs(view.scrollLeft)
    const next = {
      scrollable: hidden > EDGE_SLACK_PX,
      start: scrolled > EDGE_SLACK_PX,
      end: hidden - scrolled > EDGE_SLACK_PX,
    }
    setEdges((previous) =>
      previous?.scrollable === next.scrollable && previous.start === next.start && previous.end === next.end
        ? previous
        : next,
    )
  }, [element])
  useEffect(() => {
    const view = element.current
    if (!view) return
    measure()
    view.addEventListener('scroll', measure, { passive: true })
    const resized = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure)
    resized?.observe(view)
    for (const child of view.children) resized?.observe(child)
    return () => {
      view.removeEventListener('scroll', measure)
      resized?.disconnect()
    }
  }, [element, measure])
  return edges
}

/**
 * A region whose content (a wide table) scrolls sideways inside it, so the page never does (WCAG 2.2
 * SC 1.4.10 lets a two-dimensional table scroll: issue 33). Usable as such:
 * - it is a focusable region named by `labelledBy` (the table's caption), so keyboards scroll it with
 *   the arrow keys (WCAG 2.1.1) and screen readers name it (Adrian Roselli, "Under-Engineered
 *   Responsive Tables");
 * - while its content is wider than the view, a line above it says so (`hint`), and a shade at each
 *   edge where content is cut off shows which way there is more; both follow the scroll position and
 *   the size ({@link useScrollEdges}). Before that is measured (the server's HTML) the line shows on
 *   narrow screens only, where the console's tables do not fit, so the page rarely moves when it is.
 * The hint and the shades are for the eyes (`aria-hidden`): a screen reader reads the table by cells.
 * @param ref the scrolling element (e.g. to move focus to the table after a change of page)
 */
export function ScrollRegion({
  labelledBy,
  hint = 'Scroll the table sideways to see every column.',
  ref,
  children,
}: {
  /** The id of the element that names the region (the table's caption). */
  labelledBy: string
  hint?: string
  ref?: Ref<HTMLElement>
  children: ReactNode
}) {
  const view = useRef<HTMLElement | null>(null)
  const edges = useScrollEdges(view)
  const setView = useCallback(
    (element: HTMLElement | null) => {
      view.current = element
      if (typeof ref === 'function') ref(element)
      else if (ref) ref.current = element
    },
    [ref],
  )
  return (
    <div
      className="scroll-region"
      data-measured={edges ? '' : undefined}
      data-scrollable={edges?.scrollable || undefined}
      data-more-start={edges?.start || undefined}
      data-more-end={edges?.end || undefined}
    >
      <p className="scroll-region__hint" aria-hidden="true">
        <span className="scroll-region__arrows">↔</span> {hint}
      </p>
      <div className="scroll-region__frame">
        <section
          ref={setView}
          className="scroll-region__view"
          aria-labelledby={labelledBy}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways takes focus, so keyboards scroll it (WCAG 2.1.1)
          tabIndex={0}
        >
          {children}
        </section>
        <span className="scroll-region__shade scroll-region__shade--start" aria-hidden="true" />
        <span className="scroll-region__shade scroll-region__shade--end" aria-hidden="true" />
      </div>
    </div>
  )
}
