import { type KeyboardEvent, type ReactNode, useEffect, useId, useState } from 'react'
import { usePrefersReducedMotion } from './media-query.ts'
import './carousel.css'

/** Props of {@link Carousel}. */
export interface CarouselProps<T> {
  /** Accessible name of the carousel, e.g. the block heading. */
  label: string
  items: readonly T[]
  itemKey: (item: T) => string
  renderItem: (item: T, index: number) => ReactNode
  /** Rotate automatically (never under reduced motion; pausable; pauses on hover and focus). */
  autoplay?: boolean
  /** Milliseconds per slide when rotating (default 6000). */
  intervalMs?: number
  /** The slide shown first (default 0). */
  initialIndex?: number
  /**
   * Show several slides side by side on wide screens: the current one and the next (wrapping), two
   * from 40rem and three from 64rem wide (carousel.css). Decided by CSS alone, so the server's HTML
   * already shows what the hydrated page shows (no layout shift). Default: one slide at a time.
   */
  multiple?: boolean
}

/**
 * A carousel after the WAI-ARIA APG "Carousel" pattern: one slide shown at a time (or a few, with
 * `multiple`), labelled
 * previous/next buttons and slide picker, ArrowLeft/ArrowRight/Home/End inside the carousel,
 * `aria-roledescription="carousel"`, slides as groups labelled "n of m", a polite live region while
 * not rotating, and a pause button whenever it rotates. Wraps around at both ends.
 */
export function Carousel<T>({
  label,
  items,
  itemKey,
  renderItem,
  autoplay = false,
  intervalMs = 6000,
  initialIndex = 0,
  multiple = false,
}: CarouselProps<T>) {
  const [index, setIndex] = useState(initialIndex)
  const [paused, setPaused] = useState(false)
  const [interacting, setInteracting] = useState(false)
  const reducedMotion = usePrefersReducedMotion()
  const slidesId = useId()
  const count = items.length
  const canRotate = autoplay && !reducedMotion && count > 1
  const rotating = canRotate && !paused && !interacting

  useEffect(() => {
    if (!rotating) return
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), intervalMs)
    return () => window.clearInterval(timer)
  }, [rotating, count, intervalMs])

  if (count === 0) return null
  const current = Math.min(index, count - 1)
  const go = (next: number) => setIndex(((next % count) + count) % count)
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowLeft: current - 1,
      ArrowRight: current + 1,
      Home: 0,
      End: count - 1,
    }
    const next = moves[event.key]
    if (next === undefined || count < 2) return
    event.preventDefault()
    go(next)
  }

  return (
    <section
      className={multiple ? 'carousel carousel--multiple' : 'carousel'}
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setInteracting(true)}
      onMouseLeave={() => setInteracting(false)}
      onFocus={() => setInteracting(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setInteracting(false)
      }}
    >
      <div id={slidesId} className="carousel__slides" aria-live={rotating ? 'off' : 'polite'}>
        {items.map((item, i) => (
          // biome-ignore lint/a11y/useSemanticElements: an APG carousel slide is a group with aria-roledescription="slide", not a form fieldset
          <div
            key={itemKey(item)}
            className="carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            // Multiple: `data-position` 0 is the current slide, 1 and 2 the next ones (shown by width).
            hidden={multiple ? undefined : i !== current}
            data-position={multiple ? (i - current + count) % count : undefined}
            style={multiple ? { order: (i - current + count) % count } : undefined}
          >
            {renderItem(item, i)}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="carousel__controls">
          {canRotate ? (
            <button type="button" className="carousel__button" onClick={() => setPaused(!paused)}>
              {paused ? 'Start slide rotation' : 'Stop slide rotation'}
            </button>
          ) : null}
          <button
            type="button"
            className="carousel__button"
            aria-controls={slidesId}
            onClick={() => go(current - 1)}
          >
            <span aria-hidden="true">‹</span>
            <span className="visually-hidden">Previous slide</span>
          </button>
          <fieldset className="carousel__picker">
            <legend className="visually-hidden">Choose slide</legend>
            {items.map((item, i) => (
              <button
                key={itemKey(item)}
                type="button"
                className="carousel__dot"
                aria-label={`Slide ${i + 1}`}
                aria-current={i === current ? 'true' : undefined}
                aria-controls={slidesId}
                onClick={() => go(i)}
              />
            ))}
          </fieldset>
          <button
            type="button"
            className="carousel__button"
            aria-controls={slidesId}
            onClick={() => go(current + 1)}
          >
            <span aria-hidden="true">›</span>
            <span className="visually-hidden">Next slide</span>
          </button>
        </div>
      ) : null}
    </section>
  )
}
