/**
 * Realistic faker data for the generated msw handlers, by property name (orval `override.mock.properties`).
 * orval inserts each function's SOURCE into the generated msw module (as `(fn)()`), where `faker` is
 * imported; here `faker` is only declared, to type the bodies (nothing loads faker to read this list). Only free-text string properties are
 * listed: properties with an enum, a format or a pattern keep what orval derives from their schema, so
 * every mock still validates against its document (checked by scripts/codegen/openapi.contract.test.ts).
 */
import type { Faker } from '@faker-js/faker'

/** The generated msw module's `faker`, in whose scope orval places these bodies. */
declare const faker: Faker

/** Faker expression per property name. */
const byName: Record<string, () => unknown> = {
  first_name: () => faker.person.firstName(),
  last_name: () => faker.person.lastName(),
  dj_name: () => `DJ ${faker.person.firstName()}`,
  display_name: () => faker.internet.displayName(),
  company: () => faker.company.name(),
  address_1: () => faker.location.streetAddress(),
  address_2: () => faker.location.secondaryAddress(),
  address: () => faker.location.streetAddress(),
  city: () => faker.location.city(),
  region: () => faker.location.state(),
  postcode: () => faker.location.zipCode(),
  post_code: () => faker.location.zipCode(),
  zip: () => faker.location.zipCode(),
  state: () => faker.location.state(),
  country_code: () => faker.location.countryCode(),
  locale: () => faker.helpers.arrayElement(['en_US', 'en_GB', 'de_DE', 'fr_FR', 'es_ES', 'ja_JP']),
  // Languages every document's `language` allows (the commerce voucher order's is an enum).
  language: () => faker.helpers.arrayElement(['en', 'de', 'fr', 'es', 'pt']),
  // ISO 4217 codes satisfy the commerce document's `currency` pattern, which faker cannot sample from.
  currency: () => faker.helpers.arrayElement(['USD', 'EUR', 'GBP', 'NZD', 'JPY']),
  description: () => faker.lorem.sentence(),
  headline: () => faker.lorem.sentence({ min: 3, max: 6 }),
  app_version: () => faker.system.semver(),
  version: () => faker.system.semver(),
  // `major.minor.patch` satisfies the documents' version pattern, which faker cannot sample from.
  app_version_min: () => faker.system.semver(),
  app_version_max: () => faker.system.semver(),
  os_version_min: () => faker.system.semver(),
  os_version_max: () => faker.system.semver(),
  file_name: () => faker.system.fileName(),
  host_machine_name: () =>
    `${faker.person.firstName()} ${faker.helpers.arrayElement(['MacBook Pro', 'iMac', 'PC'])}`,
  device_name: () =>
    `${faker.person.firstName()} ${faker.helpers.arrayElement(['MacBook Pro', 'iMac', 'PC'])}`,
  masked_number: () => `411111******${faker.string.numeric(4)}`,
  card_type: () => faker.helpers.arrayElement(['Visa', 'MasterCard', 'American Express']),
  prompt: () => faker.lorem.sentence(),
}

/**
 * Names of the properties a document declares as a list of values: an `enum` or `const`, directly or
 * through a local `$ref` (e.g. the profile's `CountryCode`). orval applies `override.mock.properties`
 * by name whatever the schema says, so those names are left out for that document; patterns keep
 * their faker expression (orval cannot sample them).
 */
function enumPropertyNames(document: Record<string, unknown>): Set<string> {
  const names = new Set<string>()
  const resolve = (schema: Record<string, unknown>): Record<string, unknown> => {
    const ref = typeof schema.$ref === 'string' ? schema.$ref : undefined
    if (!ref?.startsWith('#/')) return schema
    let target: unknown = document
    for (const part of ref.slice(2).split('/'))
      target = (target as Record<string, unknown> | undefined)?.[part]
    return typeof target === 'object' && target !== null ? resolve(target as Record<string, unknown>) : schema
  }
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) for (const item of node) visit(item)
    else if (typeof node === 'object' && node !== null) {
      const properties = (node as { properties?: unknown }).properties
      if (typeof properties === 'object' && properties !== null) {
        for (const [name, schema] of Object.entries(properties as Record<string, Record<string, unknown>>)) {
          const resolved = schema ? resolve(schema) : {}
          if ('enum' in resolved || 'const' in resolved) names.add(name)
        }
      }
      for (const value of Object.values(node)) visit(value)
    }
  }
  visit(document)
  return names
}

/**
 * {@link byName} as orval keys for one document, without the names it declares as enums. A plain key
 * only matches top-level properties of a reply, so each name becomes a regex key (`/.../`), which orval
 * also tests against the property's path (`#.items.[].first_name`): nested properties get the same data.
 */
export function mockPropertiesFor(document: Record<string, unknown>): Record<string, () => unknown> {
  const typed = enumPropertyNames(document)
  return Object.fromEntries(
    Object.entries(byName)
      .filter(([name]) => !typed.has(name))
      .map(([name, value]) => [`/(^|\\.)${name}$/`, value]),
  )
}
