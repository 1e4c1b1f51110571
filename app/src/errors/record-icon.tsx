/**
 * The spinning record of the error screens (docs/requirements.md §9 "Error page icon spin 0.91 s and 1.82 s": the
 * label turns at 0.91 s, the disc at 1.82 s per turn). Decorative; still under reduced motion.
 */
export function RecordIcon() {
  return (
    <svg className="record-icon" viewBox="0 0 100 100" width="96" height="96" aria-hidden="true">
      <g className="record-icon__disc">
        <circle cx="50" cy="50" r="48" fill="currentColor" />
        <circle cx="50" cy="50" r="40" fill="none" stroke="var(--color-bg)" strokeOpacity="0.25" />
        <circle cx="50" cy="50" r="32" fill="none" stroke="var(--color-bg)" strokeOpacity="0.25" />
      </g>
      <g className="record-icon__label">
        <circle cx="50" cy="50" r="16" fill="var(--color-accent)" />
        <rect x="48" y="36" width="4" height="8" fill="var(--color-bg)" />
        <circle cx="50" cy="50" r="3" fill="var(--color-bg)" />
      </g>
    </svg>
  )
}
