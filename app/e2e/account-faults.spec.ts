import { expect } from '@playwright/test'
import { signInTo, test } from './account-helpers.ts'
import { servicesOrigin } from './sign-in-helpers.ts'

/**
 * Each web service the account overview calls, failing as production services fail (docs/decisions/019,
 * issue 18 "Faults"): 500, 503, no reply within the site's 10 s service timeout, and a connection
 * closed without a reply (what the browser sees of a refused one), set with the sandbox's test-only
 * fault switch (README "Faults") for the test's own customer. The failing area shows its error with a
 * retry while the others keep working, and the retry recovers once the service does. (The identity
 * service refusing connections at sign-in: faults.spec.ts.)
 */
const AREAS = [
  { service: 'license', region: 'Products & licences' },
  { service: 'downloads', region: 'Downloads' },
  { service: 'profile', region: 'Profile' },
] as const

const FAULTS = [
  {
    name: '500',
    rule: { status: 500 },
    message: 'Something went wrong on our side.',
    logged: /InternalServiceError/,
  },
  {
    name: '503',
    rule: { status: 503 },
    message: 'This service is unavailable right now.',
    logged: /ServiceUnavailableError/,
  },
  {
    name: 'a timeout',
    rule: { delayMs: 12_000 },
    message: 'Our servers took too long to answer.',
    logged: /TimeoutError|timeout of 10000ms exceeded/,
  },
  {
    name: 'a refused connection',
    rule: { drop: true },
    message: 'We could not reach our servers.',
    logged: /NetworkError|Failed to fetch/,
  },
] as const

for (const area of AREAS) {
  for (const fault of FAULTS) {
    test(`${area.service} answering ${fault.name}: its overview card says so with a retry that recovers; the others load`, async ({
      page,
      request,
      customer,
      consoleErrors,
    }) => {
      test.slow(fault.name === 'a timeout')
      consoleErrors.allow(fault.logged)
      consoleErrors.allow(/Failed to load resource: the server responded with a status of 50[03]/)
      consoleErrors.allow(/ERR_ABORTED|net::ERR_/)
      // A new customer's download history is a 404 of the download service (no downloads yet).
      consoleErrors.allowStatus(404)
      const set = await request.post(`${servicesOrigin}/__sandbox/faults`, {
        data: { service: area.service, user: customer.email, ...fault.rule },
      })
      expect(set.status()).toBe(201)
      await signInTo(page, '/account', customer)
      const failing = page.getByRole('region', { name: area.region })
      await expect(failing.getByRole('alert')).toContainText(fault.message, { timeout: 20_000 })
      for (const other of AREAS.filter((a) => a !== area)) {
        await expect(page.getByRole('region', { name: other.region }).getByRole('alert')).toHaveCount(0)
      }
      await request.delete(`${servicesOrigin}/__sandbox/faults?user=${encodeURIComponent(customer.email)}`)
      await failing.getByRole('button', { name: 'Try again' }).click()
      await expect(failing.getByRole('alert')).toHaveCount(0)
    })
  }
}
