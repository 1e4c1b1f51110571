/**
 * The services sandbox as a process of its own (`npm start` forks it: scripts/start.ts;
 * docs/decisions/019). Configured by the environment: `SERVICES_PORT` (default 4100), `HOST`
 * (default `localhost`), `SITE_ORIGIN` (CORS and sign-in returns), `SANDBOX_ACCESS_TOKEN_TTL_SECONDS`
 * (default 600).
 */
import { runAsChild } from '../child-process.ts'
import { loadSdk } from './load-sdk.ts'
import { startServiceSandbox } from './server.ts'

/**
 * What the services sandbox reports to `npm start`: its URL, the demo users' sign-in lines and the
 * application secret its identity service knows the site by (decision 022).
 */
export interface ServicesInfo {
  url: string
  demoUsers: string[]
  appSecret: string
}

await runAsChild<ServicesInfo>(async () => {
  const ttl = process.env.SANDBOX_ACCESS_TOKEN_TTL_SECONDS
  if (ttl && !(Number.isInteger(Number(ttl)) && Number(ttl) > 0)) {
    throw new Error(`SANDBOX_ACCESS_TOKEN_TTL_SECONDS must be a positive integer, got "${ttl}"`)
  }
  const services = await startServiceSandbox({
    host: process.env.HOST ?? 'localhost',
    port: Number(process.env.SERVICES_PORT ?? 4100),
    siteOrigin: process.env.SITE_ORIGIN,
    accessTokenTtlSeconds: ttl ? Number(ttl) : undefined,
  })
  const { DEMO_USERS, SANDBOX_APP_SECRET } = (await loadSdk()).mocks
  return {
    info: {
      url: services.url,
      demoUsers: DEMO_USERS.map((u) => `${u.email_address} / ${u.password} (${u.about})`),
      appSecret: SANDBOX_APP_SECRET,
    },
    close: () => services.close(),
  }
})
