import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { EmptyState } from '../../../../../screens/empty-state.tsx'
import { membershipQueries } from '../../../-components/profile-queries.ts'
import { rewardsQueries } from '../../../-components/rewards-queries.ts'

/** The overview's beta programs card: the programs the customer is in (`GET /me/betaprograms`). */
export function BetaProgramsSummary() {
  const { data } = useSuspenseQuery(membershipQueries.myBetaPrograms())
  if (data.items.length === 0) {
    return (
      <EmptyState action={<Link to="/account/beta-programs">See the beta programs</Link>}>
        You are not in a beta program.
      </EmptyState>
    )
  }
  return (
    <ul className="summary-list">
      {data.items.map((membership) => (
        <li key={membership.beta_program.id}>{membership.beta_program.name}</li>
      ))}
    </ul>
  )
}

/** The overview's rewards card: how many rewards are unlocked, and the newest (`GET /me/rewards`). */
export function RewardsSummary() {
  const { data } = useSuspenseQuery(rewardsQueries.rewards())
  const unlocked = data.items.filter((reward) => reward.unlocked)
  if (unlocked.length === 0) {
    return (
      <EmptyState action={<Link to="/account/rewards">Refer a friend</Link>}>
        No rewards yet: refer a friend and you both get one.
      </EmptyState>
    )
  }
  return (
    <dl className="screen-details">
      <div>
        <dt>Unlocked rewards</dt>
        <dd>{unlocked.length}</dd>
      </div>
      <div>
        <dt>Newest</dt>
        <dd>{unlocked[0]?.headline}</dd>
      </div>
    </dl>
  )
}
