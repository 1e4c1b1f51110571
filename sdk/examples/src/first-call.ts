import { createMemoryTokenStore, createSdk, sandboxServiceBaseUrls } from '@music/sdk'
import { login } from '@music/sdk/identity'
import { createLicenseClient } from '@music/sdk/license'

// On a server: one sdk per request, its own token store (never shared between users).
const sdk = createSdk({
  serviceBaseUrls: sandboxServiceBaseUrls(process.env.SANDBOX_URL ?? 'http://localhost:4100'),
  appId: 'music-dev', // the sandbox's app id for apps in development: use your app's in production
  appSecret: 'sandbox-dev-secret', // server side only
  tokenStore: createMemoryTokenStore(),
})

// Password login needs the app secret, so it runs on a server. The sdk keeps the tokens it returns.
const { user } = await login({ email_address: 'alex.rivera@example.com', password: 'Turntable-42' }, { sdk })

// Every call after it carries Alex's access token (refreshed when it expires).
const { data } = await createLicenseClient(sdk).GET('/api/v1/me/products')
console.log(
  `${user.first_name} has ${data.items.length} products:`,
  data.items.map((p) => p.product_type.name),
)
