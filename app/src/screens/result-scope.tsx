import { createContext, type ReactNode, useCallback, useContext, useId, useMemo, useState } from 'react'
import { type Result, useElsewhere, useResult } from './result-status.tsx'

/** The screen's one announced result and the part of the screen that announced it. */
interface Placed {
  owner: string
  result: Result
}

const ResultScopeContext = createContext<{
  placed: Placed | null
  place: (next: Placed | null) => void
} | null>(null)

/**
 * One status message for a screen with several actions (issue 33 "old status messages pile up on the
 * staff notification screen"): inside it, every {@link useScopedResult} shares one result, shown by
 * the part whose action it reports, next to that action; the next action's message replaces it
 * wherever that is, and an action starting (`announce(null)`) clears it. The beta programs screen does
 * the same by hand for its two sections (decision 033).
 */
export function ResultScope({ children }: { children: ReactNode }) {
  const [placed, place] = useState<Placed | null>(null)
  const value = useMemo(() => ({ placed, place }), [placed])
  return <ResultScopeContext.Provider value={value}>{children}</ResultScopeContext.Provider>
}

/**
 * {@link useResult} within a {@link ResultScope}: `[result, announce]`, where `result` is the screen's
 * one message when this caller announced it, else null. Outside a scope it is `useResult()`.
 */
export function useScopedResult(): [Result | null, (result: Result | null) => void] {
  const scope = useContext(ResultScopeContext)
  const owner = useId()
  const local = useResult()
  const place = scope?.place
  const elsewhere = useElsewhere()
  const announce = useCallback(
    (result: Result | null) => {
      // Gone from the screen: said in the area's status line (decision 037).
      if (!elsewhere(result)) place?.(result ? { owner, result } : null)
    },
    [place, owner, elsewhere],
  )
  if (!scope) return local
  return [scope.placed?.owner === owner ? scope.placed.result : null, announce]
}
