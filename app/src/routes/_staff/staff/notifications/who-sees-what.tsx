import { createFileRoute } from '@tanstack/react-router'
import { screenHead } from '../../../../screens/screen-head.ts'
import { notificationQueries } from '../../-components/notification-queries.ts'
import { STAFF_AREA } from '../../-components/staff-navigation.ts'
import { WhoSeesWhatScreen } from './-components/who-sees-what-screen.tsx'

/** /staff/notifications/who-sees-what: what an application would be shown, and why not the rest (issue 15). */
export const Route = createFileRoute('/_staff/staff/notifications/who-sees-what')({
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  // Every notification is read only for an answer (its "Not shown"), after a question is asked: the
  // browser starts it early, the server does not put it in the page (2.7 MB with the seed's campaign
  // of 2,000, decision 036: a page that long hydrates late and loses what is chosen before).
  loader: ({ context: { queryClient } }) => {
    if (typeof document !== 'undefined') void queryClient.prefetchQuery(notificationQueries.notifications())
  },
  head: () => screenHead('Who sees what', STAFF_AREA),
  component: WhoSeesWhatScreen,
})
