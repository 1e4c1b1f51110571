import type { License } from '@music/sdk/license'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { accountQueries } from './account-queries.ts'
import { groupLicencesByProduct } from './group-licences.ts'

const termLabels: Record<License['license_type']['term'], string> = {
  permanent: 'Permanent',
  subscription: 'Subscription',
  trial: 'Trial',
  timelimited: 'Time-limited',
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' })

/**
 * The signed-in user's licences grouped by product (licence service `GET /me/products`); with none,
 * "You don't have any licences yet" and a link to the products.
 */
export function LicenceList() {
  const { data } = useSuspenseQuery(accountQueries.products())
  const groups = groupLicencesByProduct(data.items)
  if (groups.length === 0) {
    return (
      <div className="licences-empty">
        <p>You don't have any licences yet.</p>
        <Link to="/dj" className="button">
          Explore our products
        </Link>
      </div>
    )
  }
  return (
    <ul className="licence-groups">
      {groups.map((group) => (
        <li key={group.productTypeId} className="licence-group">
          <h3>{group.productName}</h3>
          <ul className="licence-group__items">
            {group.licences.map((licence) => (
              <li key={licence.id} className="licence">
                <LicenceDetails licence={licence} />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  )
}

function LicenceDetails({ licence }: { licence: License }) {
  const { license_type: type } = licence
  return (
    <dl className="licence__details">
      <div>
        <dt>Licence</dt>
        <dd>{type.name}</dd>
      </div>
      <div>
        <dt>Term</dt>
        <dd>{termLabels[type.term] ?? type.term}</dd>
      </div>
      <div>
        <dt>Activations</dt>
        <dd>
          {licence.activations.length} of {licence.activation_limit}
        </dd>
      </div>
      {licence.valid_to ? (
        <div>
          <dt>Valid until</dt>
          <dd>
            <time dateTime={licence.valid_to}>{dateFormat.format(new Date(licence.valid_to))}</time>
          </dd>
        </div>
      ) : null}
      <div>
        <dt>Licence key</dt>
        <dd className="licence__key">{licence.id}</dd>
      </div>
    </dl>
  )
}

/** Placeholder of {@link LicenceList} while it loads. */
export function LicenceSkeleton() {
  return (
    <div className="licence-groups" aria-hidden="true">
      {[0, 1].map((row) => (
        <div key={row} className="skeleton skeleton--block" />
      ))}
    </div>
  )
}
