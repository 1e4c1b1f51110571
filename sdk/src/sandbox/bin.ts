#!/usr/bin/env node
/**
 * The `music-sandbox` command (`npx music-sandbox [--port N] [--origin URL]…`, cli.ts) until Ctrl+C or
 * SIGTERM. A Node older than the package supports, or a missing peer package of the mocks, is a
 * sentence saying what to do, not a stack trace. Exit codes: 0 stopped, 1 could not start, 2 usage.
 */
import { missingPeerMessage, runSandboxCli, SANDBOX_USAGE, SandboxUsageError } from './cli.ts'

const [major = 0, minor = 0] = process.versions.node.split('.').map(Number)
if (major < 22 || (major === 22 && minor < 13) || major === 23) {
  // The package's `engines`: msw 3 and faker 10 need it.
  console.error(
    `music-sandbox needs Node 22.13 or newer 22, or 24 and newer; this is Node ${process.versions.node}.`,
  )
  process.exit(1)
}

try {
  const services = await runSandboxCli(process.argv.slice(2), process.env)
  if (services) {
    const stop = () => void services.close().then(() => process.exit(0))
    process.once('SIGINT', stop)
    process.once('SIGTERM', stop)
  }
} catch (error) {
  const message = (error as Error).message
  const missing = missingPeerMessage(error)
  if (missing) {
    console.error(`music-sandbox: ${missing}`)
    process.exit(1)
  }
  if (error instanceof SandboxUsageError) {
    console.error(`music-sandbox: ${message}\n\n${SANDBOX_USAGE}`)
    process.exit(2)
  }
  console.error(`music-sandbox: ${message}`)
  process.exit(1)
}
