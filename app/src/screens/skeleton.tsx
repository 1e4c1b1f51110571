/**
 * Placeholders shaped like a section's content while it loads (`Section`'s `skeleton`); hidden from
 * assistive technology (the section announces "Loading…").
 * @param lines number of text lines, `blocks` of card-sized blocks
 */
export function Skeleton({ lines = 0, blocks = 0 }: { lines?: number; blocks?: number }) {
  return (
    <div className="skeleton-stack" aria-hidden="true">
      {[...Array(lines).keys()].map((line) => (
        <div key={`line-${line}`} className="skeleton skeleton--line" />
      ))}
      {[...Array(blocks).keys()].map((block) => (
        <div key={`block-${block}`} className="skeleton skeleton--block" />
      ))}
    </div>
  )
}
