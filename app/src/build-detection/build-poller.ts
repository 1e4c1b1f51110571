/** `builds/latest.json` (docs/requirements.md §7): the id and time (ms since the epoch) of the newest build. */
export interface LatestBuild {
  id: string
  timestamp: number
}

/** Options of {@link createBuildPoller}. */
export interface BuildPollerOptions {
  /** Id of the build this page runs (`import.meta.env.BUILD_ID`). */
  currentBuildId: string
  /** Poll interval in ms; 0 disables interval polling (focus checks still run). */
  intervalMs: number
  /** Fetches a URL and parses its JSON; rejects on network errors and non-2xx replies. */
  fetchJson: (url: string) => Promise<unknown>
  /** Called once, when a build with another id is first seen. */
  onNewBuild: (latest: LatestBuild) => void
  /** Site base path of `builds/` (default `/`). */
  basePath?: string
  now?: () => number
  log?: (message: string, error: unknown) => void
}

/** A running poller. */
export interface BuildPoller {
  /** Fetches `builds/latest.json?<timestamp>` once; resolves `true` when a new build is known. */
  check(): Promise<boolean>
  /** Starts interval polling plus checks on tab focus / becoming visible; returns `stop`. */
  start(
    target?: Pick<Window, 'addEventListener' | 'removeEventListener'> & { document?: Document },
  ): () => void
  /** True once a different build id has been seen. */
  readonly newBuildAvailable: boolean
}

/**
 * New build detection (docs/requirements.md §4, §7; Nuxt's app manifest polling): polls `builds/latest.json?<ts>` (the
 * timestamp defeats caches), compares the id with the running build and reports a different one once.
 * A failed fetch or malformed reply is logged only (docs/requirements.md §8 "Manifest fetch failure: logged only").
 */
export function createBuildPoller(options: BuildPollerOptions): BuildPoller {
  const { currentBuildId, intervalMs, fetchJson, onNewBuild, basePath = '/' } = options
  const now = options.now ?? Date.now
  const log = options.log ?? ((message, error) => console.warn(message, error))
  let newBuildAvailable = false
  let inFlight: Promise<boolean> | undefined

  const check = (): Promise<boolean> => {
    if (newBuildAvailable) return Promise.resolve(true)
    inFlight ??= (async () => {
      try {
        const latest = await fetchJson(`${basePath}builds/latest.json?${now()}`)
        if (!isLatestBuild(latest)) throw new Error('malformed builds/latest.json')
        if (latest.id !== currentBuildId) {
          newBuildAvailable = true
          onNewBuild(latest)
        }
      } catch (error) {
        log('build detection: could not read builds/latest.json', error)
      } finally {
        inFlight = undefined
      }
      return newBuildAvailable
    })()
    return inFlight
  }

  const start: BuildPoller['start'] = (target = window) => {
    const timer = intervalMs > 0 ? setInterval(() => void check(), intervalMs) : undefined
    const onVisible = () => {
      if (!target.document || target.document.visibilityState === 'visible') void check()
    }
    target.addEventListener('focus', onVisible)
    target.document?.addEventListener('visibilitychange', onVisible)
    return () => {
      clearInterval(timer)
      target.removeEventListener('focus', onVisible)
      target.document?.removeEventListener('visibilitychange', onVisible)
    }
  }

  return {
    check,
    start,
    get newBuildAvailable() {
      return newBuildAvailable
    },
  }
}

function isLatestBuild(value: unknown): value is LatestBuild {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as LatestBuild).id === 'string' &&
    typeof (value as LatestBuild).timestamp === 'number'
  )
}
