/**
 * Where a download waiting for its visitor's sign-in is kept (download-intent.ts), and the check that
 * one is: all of it that every page's first JavaScript holds (`useResumeDownload`).
 */

/** localStorage key of a download waiting for its visitor's sign-in. */
export const DOWNLOAD_INTENT_KEY = 'download_intent'

/** True when a download waits for a sign-in (localStorage unavailable: false). */
export function hasDownloadIntent(): boolean {
  try {
    return localStorage.getItem(DOWNLOAD_INTENT_KEY) !== null
  } catch {
    return false
  }
}
