import type { License } from '@music/sdk/license'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { accountQueries } from './account-queries.ts'
import { groupLicensesByProduct } from './group-licenses.ts'

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
export function LicenseList() {
  const { data } = useSuspenseQuery(accountQueries.products())
  const groups = groupLicensesByProduct(data.items)
  if (groups.length === 0) {
    return (
      <div className="licenses-empty">
        <p>You don't have any licences yet.</p>
        <Link to="/dj" className="button">
          Explore our products
        </Link>
      </div>
    )
  }
  return (
    <ul className="license-groups">
      {groups.map((group) => (
        <li key={group.productTypeId} className="license-group">
          <h3>{group.productName}</h3>
          <ul className="license-group__items">
            {group.licenses.map((license) => (
              <li key={license.id} className="license">
                <LicenseDetails license={license} />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  )
}

function LicenseDetails({ license }: { license: License }) {
  const { license_type: type } = license
  return (
    <dl className="license__details">
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
          {license.activations.length} of {license.activation_limit}
        </dd>
      </div>
      {license.valid_to ? (
        <div>
          <dt>Valid until</dt>
          <dd>
            <time dateTime={license.valid_to}>{dateFormat.format(new Date(license.valid_to))}</time>
          </dd>
        </div>
      ) : null}
      <div>
        <dt>Licence key</dt>
        <dd className="license__key">{license.id}</dd>
      </div>
    </dl>
  )
}

/** Placeholder of {@link LicenseList} while it loads. */
export function LicenseSkeleton() {
  return (
    <div className="license-groups" aria-hidden="true">
      {[0, 1].map((row) => (
        <div key={row} className="skeleton skeleton--block" />
      ))}
    </div>
  )
}
