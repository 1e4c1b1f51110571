/**
 * Where the payment gateway's hosted card form comes from (docs/decisions/016, 020): the one origin
 * the customer area frames (`<iframe>`) and takes card form messages from, derived from the
 * configuration (`SERVICES_BASE_URL`) so the site's Content-Security-Policy can allow exactly it
 * (`frame-src <cardFormOrigin>`). A `card_form_url` the commerce service hands out on another origin
 * is refused, never framed.
 */
import type { PublicConfig } from './server-config.ts'
import { serviceBaseUrlsFor } from './service-base-urls.ts'

/**
 * The origin of the card form: the commerce service's origin (the services sandbox serves its
 * stand-in gateway at `<commerce>/gateway/card-form`), e.g. `http://localhost:4100`.
 */
export function cardFormOrigin(config: Pick<PublicConfig, 'servicesBaseUrl'>): string {
  return new URL(serviceBaseUrlsFor(config.servicesBaseUrl).commerce).origin
}
