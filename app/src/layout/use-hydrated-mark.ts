import { useEffect } from 'react'

/** Name of the user-timing mark {@link useHydratedMark} sets; `bench:site` finds it in a trace. */
export const HYDRATED_MARK = 'site:hydrated'

/**
 * Sets the user-timing mark {@link HYDRATED_MARK} (`performance.mark`) once, after the first commit of
 * the component that calls it. Called by the root document: React runs a parent's effects after its
 * children's, so in the browser the mark's time is the end of the first page's hydration (everything
 * but Suspense boundaries still dehydrated). `scripts/bench/trace.ts` reads it from a Lighthouse trace.
 */
export function useHydratedMark(): void {
  useEffect(() => {
    performance.mark(HYDRATED_MARK)
  }, [])
}
