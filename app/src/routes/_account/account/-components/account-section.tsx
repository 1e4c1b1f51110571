import { InvalidRefreshTokenError } from '@music/sdk'
import { QueryErrorResetBoundary } from '@tanstack/react-query'
import { CatchBoundary } from '@tanstack/react-router'
import { type ReactNode, Suspense, useId } from 'react'
import { useAuth } from '../../../../auth/use-auth.ts'

/**
 * One section of the account page: a titled region whose content loads on its own, with a skeleton
 * while loading (`aria-busy`), and an error with "Try again" (refetches the failed queries) when it
 * fails. A session that ended while loading (refused refresh, docs/requirements.md §8) offers to sign in again.
 */
export function AccountSection(props: { title: string; skeleton: ReactNode; children: ReactNode }) {
  const headingId = useId()
  return (
    <section className="account-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{props.title}</h2>
      <QueryErrorResetBoundary>
        {({ reset: resetQueries }) => (
          <CatchBoundary
            getResetKey={() => props.title}
            onCatch={(error) => console.error(error)}
            errorComponent={({ error, reset }) => (
              <SectionError
                title={props.title}
                error={error}
                onRetry={() => {
                  resetQueries()
                  reset()
                }}
              />
            )}
          >
            <Suspense
              fallback={
                <div aria-busy="true">
                  <p className="visually-hidden" role="status">
                    Loading {props.title.toLowerCase()}…
                  </p>
                  {props.skeleton}
                </div>
              }
            >
              {props.children}
            </Suspense>
          </CatchBoundary>
        )}
      </QueryErrorResetBoundary>
    </section>
  )
}

function SectionError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const { signIn } = useAuth()
  if (error instanceof InvalidRefreshTokenError) {
    return (
      <div className="account-section__error" role="alert">
        <p>Your session has ended. Please sign in again.</p>
        <button type="button" className="button" onClick={() => signIn('/account')}>
          Sign in
        </button>
      </div>
    )
  }
  return (
    <div className="account-section__error" role="alert">
      <p>Your {title.toLowerCase()} could not be loaded. Please try again.</p>
      <button type="button" className="button" onClick={onRetry}>
        Try again
      </button>
    </div>
  )
}
