import { createFileRoute } from '@tanstack/react-router'
import { SITE_NAME } from '../seo/page-head.ts'
import { SignUpScreen } from './-components/sign-up-screen.tsx'

/**
 * /refer/$code: a referrer's share link (`share_url`, decision 017). The referred visitor signs up here;
 * the code is then checked and logged for them (docs/decisions/022). A code outside the pattern of
 * referral codes (letters, digits, dashes) is no route: the 404 screen.
 */
export const Route = createFileRoute('/refer/$code')({
  ssr: false,
  params: {
    parse: ({ code }) => (/^[A-Za-z0-9-]{3,40}$/.test(code) ? { code: code.toUpperCase() } : false),
    stringify: ({ code }) => ({ code }),
  },
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  head: () => ({
    meta: [{ title: `You’re invited | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }],
  }),
  component: ReferralSignUp,
})

function ReferralSignUp() {
  const { code } = Route.useParams()
  return <SignUpScreen referralCode={code} />
}
