/** sessionStorage key of the chunk-reload guard (Nuxt keeps `nuxt:reload` the same way). */
export const CHUNK_RELOAD_GUARD_KEY = 'music:chunk-reload'

/** docs/requirements.md §9 "Chunk-reload guard": 10 seconds. */
export const CHUNK_RELOAD_WINDOW_MS = 10_000

/** The guard record kept in sessionStorage: the path reloaded and until when (ms since the epoch). */
export interface ChunkReloadGuard {
  path: string
  expires: number
}

/**
 * Decides whether a failed code chunk (`vite:preloadError`) may reload the page for `path` (docs/requirements.md §8
 * "Code chunk load failure: page reloads once, guarded by a 10-second window kept in the session").
 * Returns `false` when the same path was already reloaded less than 10 s ago (the new build did not
 * fix it: show the error instead of looping); otherwise records `{ path, expires: now + 10000 }` and
 * returns `true`. A storage that throws (privacy mode) or holds garbage never blocks the first reload.
 */
export function claimChunkReload(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  path: string,
  now: number = Date.now(),
): boolean {
  let guard: Partial<ChunkReloadGuard> | null = null
  try {
    guard = JSON.parse(storage.getItem(CHUNK_RELOAD_GUARD_KEY) ?? 'null')
  } catch {
    guard = null
  }
  if (guard && guard.path === path && typeof guard.expires === 'number' && guard.expires > now) return false
  try {
    storage.setItem(CHUNK_RELOAD_GUARD_KEY, JSON.stringify({ path, expires: now + CHUNK_RELOAD_WINDOW_MS }))
  } catch {
    // Without storage the guard cannot hold; still reload once for this page view.
  }
  return true
}
