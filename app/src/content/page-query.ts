import { queryOptions } from '@tanstack/react-query'
import { fetchPage } from './fetch-page.ts'
import type { ContentPath } from './resolve-content-path.ts'

/** Root of every content query key (general → specific: content → page → type → product → slug → mode). */
export const contentQueryKeys = {
  all: ['content'] as const,
  pages: () => [...contentQueryKeys.all, 'page'] as const,
  page: (page: ContentPath, preview: boolean) =>
    [
      ...contentQueryKeys.pages(),
      page.contentType,
      page.product ?? null,
      page.slug ?? null,
      preview ? 'preview' : 'published',
    ] as const,
}

/**
 * Query options of one page document, shared by the page loader (`ensureQueryData`), the page
 * component (`useSuspenseQuery`) and preview refetches (`invalidateQueries`). Resolves `null` when
 * the page has no content. Preview data is always refetched on use (`staleTime: 0`).
 */
export function pageQueryOptions(page: ContentPath, preview: boolean) {
  return queryOptions({
    queryKey: contentQueryKeys.page(page, preview),
    queryFn: () => fetchPage({ data: { page, preview } }),
    staleTime: preview ? 0 : 60_000,
  })
}
