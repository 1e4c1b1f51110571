/**
 * What a console screen shows while the list it is found in loads (a campaign or a notification has
 * no read of its own): a heading and blocks as skeletons (`aria-busy`), "Loading…" announced politely.
 */
export function StaffScreenPending() {
  return (
    <div className="screen" aria-busy="true">
      <p className="visually-hidden" role="status">
        Loading…
      </p>
      <div className="skeleton skeleton--heading" />
      <div className="skeleton skeleton--block" />
      <div className="skeleton skeleton--block" />
    </div>
  )
}
