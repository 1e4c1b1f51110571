import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { hasSignInReturn } from '../auth/auth.ts'
import { hasDownloadIntent } from './download-intent-key.ts'

/**
 * Starts the download a signed-out visitor asked for once their sign-in return has been processed
 * (docs/decisions/015): called by the root document beside `useSignInReturn`. Does nothing on a page
 * load that is not a sign-in return, or when no download waits; the download code loads only then.
 * The address is checked before storage: a page load that is no sign-in return reads no localStorage,
 * whose first read in a tab is a synchronous call to the browser process inside hydration's commit
 * (tens of ms on a busy machine, which Lighthouse counts four times as blocking time; decision 032).
 */
export function useResumeDownload(): void {
  const auth = useRouter().options.context.auth
  useEffect(() => {
    if (!hasSignInReturn(window.location.search) || !hasDownloadIntent()) return
    const signInReturn = auth.completeReturn(window.location.href)
    if (!signInReturn) return
    void signInReturn.then(async (result) => {
      const { resumeDownload } = await import('./start-download.ts')
      await resumeDownload(auth, result)
    })
  }, [auth])
}
