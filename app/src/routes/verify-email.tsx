import { createFileRoute } from '@tanstack/react-router'
import { screenHead } from '../screens/screen-head.ts'
import type { VerificationLinkSearch } from './-components/verification-link.ts'
import { VerifyEmailScreen } from './-components/verify-email-screen.tsx'

/**
 * /verify-email: where the email-change e-mail's link lands (decision 017; docs/decisions/022). Open to
 * anyone holding the link — the e-mail's token is the credential, so the customer need not be signed
 * in, in this browser or at all. Rendered in the browser only: nothing of the link reaches the server's HTML.
 */
export const Route = createFileRoute('/verify-email')({
  ssr: false,
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  // Only typed here (not code-split); the screen's chunk checks them (`readVerificationLink`).
  validateSearch: (search: Record<string, unknown>): VerificationLinkSearch => search,
  beforeLoad: async ({ context }) => ({ queryClient: await context.accountQueryClient() }),
  head: () => screenHead('Confirm your new email address', 'My account'),
  component: VerifyEmailScreen,
})
