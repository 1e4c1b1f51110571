import { createFileRoute } from '@tanstack/react-router'
import { screenHead } from '../../../screens/screen-head.ts'
import { ACCOUNT_AREA } from '../-components/account-navigation.ts'
import { AiImagesScreen, prefetchAiImages } from './-components/membership/ai-images-screen.tsx'

/**
 * /account/ai-images: images generated from a prompt through the AI proxy, with each provider's live
 * status, and the gallery of this visit's images (docs/requirements.md §7 "Other: AI proxy", decision 017).
 */
export const Route = createFileRoute('/_account/account/ai-images')({
  // The loader goes with the component into the screen's chunk, out of every page's first JavaScript.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  loader: ({ context: { queryClient } }) => prefetchAiImages(queryClient),
  head: () => screenHead('AI images', ACCOUNT_AREA),
  component: AiImagesScreen,
})
