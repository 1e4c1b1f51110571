/**
 * What a download button does when it is pressed (loaded on demand, with the sdk's download client):
 * signed in, it asks the download service for the installer and the browser fetches the file; signed
 * out, it keeps the download (download-intent.ts) and leaves for sign-in, and `resumeDownload` starts
 * it when the visitor comes back (docs/decisions/015).
 */
import { installerOf } from '@music/sdk/downloads'
import type { Auth } from '../auth/auth.ts'
import type { SignInReturnResult } from '../auth/session.ts'
import {
  clearDownloadIntent,
  type DownloadTarget,
  saveDownloadIntent,
  takeDownloadIntent,
} from './download-intent.ts'
import { requestInstallerDownload, saveFile } from './installer-download.ts'

/** What pressing a download button led to. */
type DownloadOutcome = 'started' | 'signing-in'

/**
 * Starts the download of `target`, or, signed out, saves it and leaves for sign-in (coming back to this
 * page, where it starts).
 * @returns `started` once the browser is fetching the file; `signing-in` when the page is being left
 * @throws Error for a product without installers; the transport's ServiceError when the download
 *   service refuses or fails
 */
export async function startDownload(auth: Auth, target: DownloadTarget): Promise<DownloadOutcome> {
  const session = await auth.session()
  if (!session.isSignedIn()) {
    const { pathname, search, hash } = window.location
    saveDownloadIntent(target, pathname)
    await auth.signIn(`${pathname}${search}${hash}`)
    return 'signing-in'
  }
  const installer = installerOf(target.product, target.os)
  if (!installer) throw new Error(`${target.product} has no installers`)
  const signed = await requestInstallerDownload({
    ...installer,
    version: target.version,
    includeCorePack: target.includeCorePack,
  })
  saveFile(signed.url)
  return 'started'
}

/** The alert when a download saved across sign-in cannot start. */
export const RESUME_FAILED_MESSAGE = 'Your download could not start. Please press the download button again.'

/**
 * After a sign-in return: starts the download saved for the page the visitor came back to, once; a
 * failed sign-in forgets it. A failure shows in the header's alert (`auth.setNotice`): the button that
 * would have said so was on the page before sign-in.
 */
export async function resumeDownload(auth: Auth, result: SignInReturnResult): Promise<void> {
  if (result.outcome !== 'signed-in') return clearDownloadIntent()
  const target = takeDownloadIntent(new URL(result.returnPath, window.location.origin).pathname)
  if (!target) return
  try {
    await startDownload(auth, target)
  } catch {
    auth.setNotice(RESUME_FAILED_MESSAGE)
  }
}
