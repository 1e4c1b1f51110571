import './screens.css'

/**
 * What a signed-in area shows while its layout checks the session (the first browser render of its
 * `ssr: false` routes): a busy placeholder shaped like a screen, and `message` announced politely.
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
        <div className="skeleton skeleton--heading" />
        <div className="skeleton skeleton--block" />
        <div className="skeleton skeleton--block" />
      </div>
    </div>
  )
}
