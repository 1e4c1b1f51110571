import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { EmptyState } from '../../../../screens/empty-state.tsx'
import { formatDateTime } from '../../../../screens/format.ts'
import { Screen } from '../../../../screens/screen.tsx'
import { Section } from '../../../../screens/section.tsx'
import { Skeleton } from '../../../../screens/skeleton.tsx'
import { useVisitorTimeZone } from '../../../../screens/visitor-time-zone.ts'
import { ACCOUNT_AREA } from '../../-components/account-navigation.ts'
import { downloadQueries } from '../../-components/download-queries.ts'
import { licenseQueries } from '../../-components/license-queries.ts'
import { Offers } from './commerce/offers.tsx'
import { SubscriptionsSummary } from './commerce/subscriptions-summary.tsx'
import { BetaProgramsSummary, RewardsSummary } from './membership/membership-summaries.tsx'
import { NoProducts, ownedProducts } from './products/no-products.tsx'
import { ProfileDetails } from './profile/profile-details.tsx'

/**
 * The overview (/account): one summary card per area, each a {@link Section} that loads and fails on its
 * own, linking to the area's screen. A later area adds its card here (docs/decisions/015).
 */
export function AccountOverview() {
  return (
    <Screen title={ACCOUNT_AREA} intro="Your profile, products, licences and downloads in one place.">
      <div className="screen-cards">
        <Section
          title="Profile"
          skeleton={<Skeleton lines={4} />}
          action={<Link to="/account/profile">Edit profile</Link>}
        >
          <ProfileDetails />
        </Section>
        <Section
          title="Products & licences"
          skeleton={<Skeleton lines={3} />}
          action={<Link to="/account/products">Manage products</Link>}
        >
          <ProductsSummary />
        </Section>
        <Section
          title="Downloads"
          skeleton={<Skeleton lines={3} />}
          action={<Link to="/account/downloads">Go to downloads</Link>}
        >
          <DownloadsSummary />
        </Section>
        <Section
          title="Subscriptions"
          skeleton={<Skeleton lines={2} />}
          action={<Link to="/account/subscriptions">Manage subscriptions</Link>}
        >
          <SubscriptionsSummary />
        </Section>
        <Section
          title="Offers for you"
          skeleton={<Skeleton lines={3} />}
          action={<Link to="/account/subscriptions">Your subscriptions</Link>}
        >
          <Offers />
        </Section>
        <Section
          title="Beta programs"
          skeleton={<Skeleton lines={2} />}
          action={<Link to="/account/beta-programs">Go to beta programs</Link>}
        >
          <BetaProgramsSummary />
        </Section>
        <Section
          title="Rewards"
          skeleton={<Skeleton lines={2} />}
          action={<Link to="/account/rewards">Go to rewards</Link>}
        >
          <RewardsSummary />
        </Section>
      </div>
    </Screen>
  )
}

/** "n products, n licences, n machines" (`GET /me/products`, `GET /me/licenses`), or what to do first. */
function ProductsSummary() {
  const { data: products } = useSuspenseQuery(licenseQueries.products())
  const { data: licenses } = useSuspenseQuery(licenseQueries.licenses())
  const owned = ownedProducts(products)
  if (owned.length === 0) return <NoProducts />
  const active = licenses.items.filter((license) => !license.deleted)
  const machines = new Set(
    active.flatMap((license) => license.activations.map((a) => a.machine.canonical_hardware_id)),
  )
  return (
    <dl className="screen-details">
      <div>
        <dt>Products</dt>
        <dd>{owned.length}</dd>
      </div>
      <div>
        <dt>Licences</dt>
        <dd>{active.length}</dd>
      </div>
      <div>
        <dt>Authorised machines</dt>
        <dd>{machines.size}</dd>
      </div>
    </dl>
  )
}

/** The latest download (`GET /me/log/downloads`, decision 033) and when, or none yet. */
function DownloadsSummary() {
  const { data } = useSuspenseQuery(downloadQueries.history())
  const timeZone = useVisitorTimeZone()
  const latest = data.items[0]
  if (!latest) {
    return (
      <EmptyState action={<Link to="/account/downloads">Find an installer</Link>}>
        You have not downloaded anything yet.
      </EmptyState>
    )
  }
  return (
    <dl className="screen-details">
      <div>
        <dt>Latest download</dt>
        <dd>
          {latest.resource.name},{' '}
          <time dateTime={latest.downloaded_at}>{formatDateTime(latest.downloaded_at, timeZone)}</time>
        </dd>
      </div>
    </dl>
  )
}
