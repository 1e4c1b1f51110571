import { createFileRoute } from '@tanstack/react-router'
import { SITE_NAME } from '../seo/page-head.ts'
import { SignUpScreen } from './-components/sign-up-screen.tsx'

/**
 * /sign-up: a new customer creates their account and is signed in (docs/decisions/022). Rendered in
 * the browser only: its form must never be sent by the browser itself (that would put the password in
 * the address), only by the page's script.
 */
export const Route = createFileRoute('/sign-up')({
  ssr: false,
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  head: () => ({ meta: [{ title: `Create your account | ${SITE_NAME}` }] }),
  component: () => <SignUpScreen />,
})
