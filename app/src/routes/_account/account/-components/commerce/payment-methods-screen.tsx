import './commerce-screens.css'
import { type QueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { EmptyState } from '../../../../../screens/empty-state.tsx'
import { ResultStatus, useResult } from '../../../../../screens/result-status.tsx'
import { Screen } from '../../../../../screens/screen.tsx'
import { Section } from '../../../../../screens/section.tsx'
import { Skeleton } from '../../../../../screens/skeleton.tsx'
import { commerceQueries } from '../../../-components/commerce-queries.ts'
import { profileQueries } from '../../../-components/profile-queries.ts'
import { AddCardForm } from './add-card-form.tsx'
import { PaymentMethodCard } from './payment-method-card.tsx'

/** Starts the payment methods screen's requests (its loader); the billing address starts from the profile's. */
export function prefetchPaymentMethods(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(commerceQueries.paymentMethods())
  void queryClient.prefetchQuery(commerceQueries.subscriptions())
  void queryClient.prefetchQuery(profileQueries.profile())
}

/** The payment methods screen (/account/payment-methods): the cards, then adding one. */
export function PaymentMethodsScreen() {
  return (
    <Screen
      title="Payment methods"
      intro="The cards your subscriptions and purchases are paid with. Card details go straight to our payment provider: we never see or keep your card number."
    >
      <Section title="Your cards" skeleton={<Skeleton blocks={2} />}>
        <PaymentMethodList />
      </Section>
      <Section title="Add a card" id="add-card" skeleton={<Skeleton blocks={1} lines={3} />}>
        <NewCard />
      </Section>
    </Screen>
  )
}

/** The customer's payment methods (`GET /me/paymentmethods`), each with the subscriptions it pays. */
function PaymentMethodList() {
  const { data: methods } = useSuspenseQuery(commerceQueries.paymentMethods())
  const { data: subscriptions } = useSuspenseQuery(commerceQueries.subscriptions())
  // A removed card's announcement outlives its card.
  const [result, announce] = useResult()
  const live = subscriptions.items.filter((s) => s.status !== 'Canceled' && s.status !== 'Expired')
  return (
    <>
      <ResultStatus result={result} />
      {methods.items.length === 0 ? (
        <EmptyState>You have no saved cards. Add one below to pay for a subscription.</EmptyState>
      ) : (
        <ul className="screen-list">
          {methods.items.map((method) => (
            <PaymentMethodCard
              key={method.token}
              method={method}
              paysFor={live.filter((s) => s.payment_method_token === method.token && s.status !== 'Pending')}
              announceRemoved={announce}
            />
          ))}
        </ul>
      )}
    </>
  )
}

/** The add-card form, told whether the customer has cards already. */
function NewCard() {
  const { data: methods } = useSuspenseQuery(commerceQueries.paymentMethods())
  return <AddCardForm hasCards={methods.items.length > 0} />
}
