import './screens.css'

/** A screen's heading and two blocks as skeletons. */
function ScreenSkeleton() {
  return (
    <>
      <div className="skeleton skeleton--heading" />
      <div className="skeleton skeleton--block" />
      <div className="skeleton skeleton--block" />
    </>
  )
}

/**
 * What a signed-in area shows while its layout checks the session (the first browser render of its
 * layout routes during a client navigation into the area; the server renders the screen itself,
 * decision 034): a busy placeholder shaped like a screen, and `message` announced politely.
 * @param message e.g. "Loading your account…"
 */
export function AreaPending({ message }: { message: string }) {
  return (
    <div className="area area--pending" aria-busy="true">
      <p className="visually-hidden" role="status">
        {message}
      </p>
      <div className="skeleton skeleton--nav" />
      <div className="screen">
        <ScreenSkeleton />
      </div>
    </div>
  )
}

/**
 * What one screen shows inside its area while the data it is found in loads (e.g. a campaign, which
 * has no read of its own, from its list): a heading and blocks as skeletons (`aria-busy`), "Loading…"
 * announced politely.
 */
export function ScreenPending() {
  return (
    <div className="screen" aria-busy="true">
      <p className="visually-hidden" role="status">
        Loading…
      </p>
      <ScreenSkeleton />
    </div>
  )
}
