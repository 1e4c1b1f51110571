/**
 * `npm run sandbox [-- --port N --origin URL …]`: only the services sandbox (the stateful fakes of every
 * web service, over HTTP), for another app in development: no site build, ready in about a second. It
 * runs `music-sandbox`, the command the sdk package ships (`@music/sdk/sandbox`, loaded from its
 * sources), so the repository and other teams run the same code: its arguments, or the environment
 * (`SERVICES_PORT`, default 4100; `HOST`; `SANDBOX_ALLOWED_ORIGINS`; `SANDBOX_ACCESS_TOKEN_TTL_SECONDS`;
 * `SANDBOX_TEST_CONTROL=1`). Prints the app id and secret and the demo users. Exits 2 on a wrong
 * argument, 1 when it cannot start; SIGINT/SIGTERM stop it.
 */
import { loadSandboxEntry } from './sandbox/services/load-sdk.ts'

const { runSandboxCli, SandboxUsageError, SANDBOX_USAGE } = await loadSandboxEntry()
try {
  const services = await runSandboxCli(process.argv.slice(2), process.env)
  if (services) {
    const stop = () => void services.close().then(() => process.exit(0))
    process.on('SIGINT', stop)
    process.on('SIGTERM', stop)
  }
} catch (error) {
  console.error(`music-sandbox: ${(error as Error).message}`)
  if (error instanceof SandboxUsageError) console.error(`\n${SANDBOX_USAGE}`)
  process.exit(error instanceof SandboxUsageError ? 2 : 1)
}
