import './account-skeleton.css'

/**
 * What the signed-in area shows while its layout checks the session (server HTML and first browser
 * render of the `ssr: false` routes): a busy placeholder, announced politely.
 */
export function AccountPending() {
  return (
    <div className="account-pending" aria-busy="true">
      <p className="visually-hidden" role="status">
        Loading your account…
      </p>
      <div className="skeleton skeleton--heading" />
      <div className="skeleton skeleton--block" />
      <div className="skeleton skeleton--block" />
    </div>
  )
}
