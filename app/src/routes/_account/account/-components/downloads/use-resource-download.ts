import { saveFile } from '../../../../../downloads/installer-download.ts'
import { useServiceMutation } from '../../../../../screens/mutations.ts'
import type { Result } from '../../../../../screens/result-status.tsx'
import { serviceErrorMessage } from '../../../../../screens/service-errors.ts'
import { downloadChanges } from '../../../-components/download-queries.ts'

/**
 * A "Download" button's mutation on the downloads screen: `signedUrl()` asks the download service for a
 * signed URL (which records the download in the history, refetched after), then the browser fetches
 * the file; the outcome is announced with the file's `name`. A double press downloads once (the screen
 * kit's repeat guard, decision 033).
 */
export function useResourceDownload(
  name: string,
  signedUrl: () => Promise<string>,
  announce: (result: Result | null) => void,
) {
  return useServiceMutation({
    mutationFn: signedUrl,
    invalidates: downloadChanges,
    onMutate: () => announce(null),
    onSuccess: (url) => {
      saveFile(url)
      announce({ tone: 'success', message: `Your download of ${name} has started.` })
    },
    onError: (error) =>
      announce({ tone: 'error', message: `${name} could not be downloaded. ${serviceErrorMessage(error)}` }),
  })
}
