import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { hasDownloadIntent } from './download-intent-key.ts'

/**
 * Starts the download a signed-out visitor asked for once their sign-in return has been processed
 * (docs/decisions/015): called by the root document beside `useSignInReturn`. Does nothing on a page
 * load that is not a sign-in return, or when no download waits; the download code loads only then.
 */
export function useResumeDownload(): void {
  const auth = useRouter().options.context.auth
  useEffect(() => {
    if (!hasDownloadIntent()) return
    const signInReturn = auth.completeReturn(window.location.href)
    if (!signInReturn) return
    void signInReturn.then(async (result) => {
      const { resumeDownload } = await import('./start-download.ts')
      await resumeDownload(auth, result)
    })
  }, [auth])
}
