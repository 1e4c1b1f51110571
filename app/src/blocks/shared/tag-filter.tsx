import { type ReactNode, useState } from 'react'
import './tag-filter.css'

/** Props of {@link TagFilter}. */
export interface TagFilterProps<T> {
  /** Names the filter button group, e.g. "Filter videos". */
  label: string
  /** The filter tags in display order (`filterTags`); none (or no items) → no filter buttons. */
  tags: readonly string[] | null | undefined
  /** Label of the button that shows everything (`allFilterLabel`, default "All"). */
  allLabel?: string | null
  items: readonly T[]
  /** The tags an item belongs to. */
  tagsOf: (item: T) => readonly string[] | null | undefined
  /** How one and several items are called in the result count, e.g. `['video', 'videos']`. */
  noun: readonly [singular: string, plural: string]
  /** Renders the visible items (called with a non-empty list). */
  children: (visible: readonly T[]) => ReactNode
}

/**
 * Client-side filtering by tag: an "All" button and one per tag, as a labelled group of toggle buttons
 * (`aria-pressed`); the result count is announced politely (`aria-live`); no match shows an empty
 * state with a way back to all items. Without items it renders nothing (the block keeps its header).
 */
export function TagFilter<T>({ label, tags, allLabel, items, tagsOf, noun, children }: TagFilterProps<T>) {
  const [selected, setSelected] = useState<string | null>(null)
  // Nothing to filter: no buttons, and no "no match" state for a list that is empty anyway.
  if (!tags?.length || !items.length) return items.length ? children(items) : null
  const visible = selected === null ? items : items.filter((item) => tagsOf(item)?.includes(selected))
  const options: Array<[string, string | null]> = [
    [allLabel || 'All', null],
    ...tags.map((tag): [string, string] => [tag, tag]),
  ]
  return (
    <div className="tag-filter">
      <fieldset className="tag-filter__buttons">
        <legend className="visually-hidden">{label}</legend>
        {options.map(([text, value]) => (
          <button
            key={value ?? ''}
            type="button"
            className="tag-filter__button"
            aria-pressed={selected === value}
            onClick={() => setSelected(value)}
          >
            {text}
          </button>
        ))}
      </fieldset>
      <p className="tag-filter__count" aria-live="polite">
        {`Showing ${visible.length} ${visible.length === 1 ? noun[0] : noun[1]}`}
      </p>
      {visible.length > 0 ? (
        children(visible)
      ) : (
        <div className="tag-filter__empty">
          <p>{`No ${noun[1]} match “${selected}”.`}</p>
          <button type="button" className="tag-filter__button" onClick={() => setSelected(null)}>
            {`Show all ${noun[1]}`}
          </button>
        </div>
      )}
    </div>
  )
}
