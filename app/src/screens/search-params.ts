/**
 * Screens whose state lives in the address (filters, a page, an offer to show): every change builds
 * on the address as it is *now*, never on a copy a component read earlier (decision 037). TanStack
 * Router's `navigate({ search: (previous) => … })` hands over the latest location, the one a
 * navigation just started included (its `_pendingLocation`); a screen that built the whole search
 * from its own last render lost a filter chosen a moment before (three filters changed quickly ended
 * on the last one alone: issue 33).
 */
import { useNavigate } from '@tanstack/react-router'
import { useCallback, useEffect, useRef } from 'react'
import { useScreenForm } from './form.tsx'

/** Search parameters as a patch: `undefined` removes a parameter. */
export type SearchPatch = Record<string, unknown>

/** Options of a search update: TanStack Router's, for this navigation. */
export interface SearchUpdateOptions {
  /** Replace the history entry (default: a filter or a tidied address is no new page). */
  replace?: boolean
  /** Run a view transition (default: the router's). */
  viewTransition?: boolean
  /** Scroll to the top after it (default: the router's, true); false for a view that changes in place. */
  resetScroll?: boolean
}

/**
 * Changes some search parameters of the current address, on top of the latest ones (the others kept):
 * `update({ order_status: 'complete', page: undefined })`; resolves when the navigation is done.
 */
export function useSearchUpdate(): (patch: object, options?: SearchUpdateOptions) => Promise<void> {
  const navigate = useNavigate()
  return useCallback(
    (patch, { replace = true, viewTransition, resetScroll } = {}) =>
      navigate({
        to: '.',
        // The route's search type is the caller's: this helper serves every screen's.
        search: ((previous: SearchPatch) => ({ ...previous, ...patch })) as never,
        replace,
        viewTransition,
        resetScroll,
      }),
    [navigate],
  )
}

/** Options of {@link useSearchForm}. */
export interface SearchFormOptions<Values extends object> {
  /** The form's values as the address holds them now (checked search parameters). */
  values: Values
  /** The search parameters a field's new value sets, e.g. `{ order_status: value || undefined, page: undefined }`. */
  toSearch: (name: keyof Values & string, value: unknown) => SearchPatch
}

/**
 * A filter form over search parameters (docs/decisions/015, 037): a `useScreenForm` form whose every
 * change sets that one field's parameters on the latest address (`useSearchUpdate`), so changes made
 * in quick succession — even three within one frame — all stay. When the address changes under the
 * form (back, forward, a link) the form shows what the address says; not while its own changes are on
 * their way, when the address it renders is older than what was chosen. Give its `ScreenForm`
 * `warnOnLeave={false}`: nothing typed is lost by leaving, the address keeps it.
 */
export function useSearchForm<Values extends object>({ values, toSearch }: SearchFormOptions<Values>) {
  const update = useSearchUpdate()
  /** Navigations of this form not yet done. */
  const underway = useRef(0)
  const form = useScreenForm({
    defaultValues: values,
    listeners: {
      onChange: ({ fieldApi }) => {
        underway.current += 1
        void update(toSearch(fieldApi.name as keyof Values & string, fieldApi.state.value)).finally(() => {
          underway.current -= 1
        })
      },
    },
  })
  const key = JSON.stringify(values)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `values`' content.
  useEffect(() => {
    if (underway.current === 0 && JSON.stringify(form.state.values) !== key) form.reset(values)
  }, [key, form])
  return form
}
