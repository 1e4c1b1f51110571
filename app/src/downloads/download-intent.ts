/**
 * A download a signed-out visitor asked for, kept across the sign-in it leads to (docs/decisions/015):
 * saved in localStorage (sign-in may finish in another tab, like the sign-in values of decision 006)
 * for the page it was asked on, for 10 minutes. It is read back only after a successful sign-in return
 * to that same page, checked field by field, and used once. It names an installer, never a URL: the
 * address to fetch is asked from the download service, so nothing in it can send the browser
 * elsewhere. Every page's first JavaScript has only its key (download-intent-key.ts); the
 * rest loads with the download code.
 */
import { installerHostApps } from '@music/sdk/downloads'
import { DOWNLOAD_INTENT_KEY } from './download-intent-key.ts'

/** An installer as a download button names it (an `internalDownloadLink` mark, a download card). */
export interface DownloadTarget {
  /** Site product key, e.g. `dj-pro`. */
  product: string
  os: 'mac' | 'windows'
  /** Semantic version; absent: the latest release. */
  version?: string
  /** With or without the core pack; absent: the service's default. */
  includeCorePack?: boolean
}

/** How long a saved download waits for the visitor to come back signed in, in ms. */
export const DOWNLOAD_INTENT_TTL_MS = 10 * 60 * 1000

interface SavedIntent extends DownloadTarget {
  /** The page's path the download was asked on. */
  page: string
  /** When it lapses, ms since the epoch. */
  expiresAt: number
}

/** Saves `target` for `page` (a path), replacing any earlier one. */
export function saveDownloadIntent(target: DownloadTarget, page: string, now = Date.now()): void {
  const saved: SavedIntent = { ...target, page, expiresAt: now + DOWNLOAD_INTENT_TTL_MS }
  localStorage.setItem(DOWNLOAD_INTENT_KEY, JSON.stringify(saved))
}

/** Forgets the saved download (used, lapsed, or the sign-in failed). */
export function clearDownloadIntent(): void {
  localStorage.removeItem(DOWNLOAD_INTENT_KEY)
}

/**
 * Takes the saved download for `page` (a path): returns it and forgets it, or returns undefined (and
 * forgets it) when there is none, it is for another page, it lapsed, or any field is not what a
 * download button saves (a known product with installers, `mac`/`windows`, a semantic version).
 */
export function takeDownloadIntent(page: string, now = Date.now()): DownloadTarget | undefined {
  const raw = localStorage.getItem(DOWNLOAD_INTENT_KEY)
  clearDownloadIntent()
  return raw === null ? undefined : readIntent(raw, page, now)
}

/** The target in a saved intent's JSON when it passes every check, else undefined. */
export function readIntent(raw: string, page: string, now: number): DownloadTarget | undefined {
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return undefined
  }
  if (typeof value !== 'object' || value === null) return undefined
  const saved = value as Partial<Record<keyof SavedIntent, unknown>>
  const valid =
    typeof saved.product === 'string' &&
    Object.hasOwn(installerHostApps, saved.product) &&
    (saved.os === 'mac' || saved.os === 'windows') &&
    (saved.version === undefined ||
      (typeof saved.version === 'string' && /^\d+\.\d+\.\d+$/.test(saved.version))) &&
    (saved.includeCorePack === undefined || typeof saved.includeCorePack === 'boolean') &&
    saved.page === page &&
    typeof saved.expiresAt === 'number' &&
    saved.expiresAt > now &&
    saved.expiresAt <= now + DOWNLOAD_INTENT_TTL_MS
  if (!valid) return undefined
  return {
    product: saved.product as string,
    os: saved.os as DownloadTarget['os'],
    ...(saved.version !== undefined && { version: saved.version as string }),
    ...(saved.includeCorePack !== undefined && { includeCorePack: saved.includeCorePack as boolean }),
  }
}
