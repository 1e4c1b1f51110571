import { type ErrorComponentProps, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { RecordIcon } from './record-icon.tsx'

/**
 * The screen for every failure other than "not found" (a content fetch that failed outside preview,
 * a render error): a message and a retry that re-runs the loaders (`router.invalidate()`), never a
 * blank page. Logs the error.
 */
export function ErrorScreen({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  useEffect(() => {
    console.error(error)
  }, [error])
  return (
    <section className="error-screen" aria-labelledby="error-heading" role="alert">
      <RecordIcon />
      <h1 id="error-heading">Something went wrong.</h1>
      <p>This page could not be loaded. Please try again in a moment.</p>
      <div className="error-screen__actions">
        <button
          type="button"
          className="button"
          onClick={() => {
            reset()
            void router.invalidate()
          }}
        >
          Try again
        </button>
        <a className="button button--secondary" href="/">
          Homepage
        </a>
      </div>
    </section>
  )
}
