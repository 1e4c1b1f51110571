/**
 * `@music/sdk/sandbox` (Node only): the services sandbox over HTTP — every web service at
 * `http://<host>:<port>/<service>`, answered by the stateful fakes of `@music/sdk/mocks` (what a call
 * creates, the next call returns) and, for operations without one, the generated handlers; the demo
 * users, the outbox of sent e-mails, and for tests the fault switch. `npx music-sandbox` runs it from a
 * terminal; `startServiceSandbox()` starts one from a test's global set-up. Needs the mocks' peers
 * (`msw`, `@faker-js/faker`, `fflate`).
 */
export {
  DEFAULT_SANDBOX_PORT,
  devOriginLine,
  missingPeerMessage,
  parseSandboxArgs,
  readyLines,
  runSandboxCli,
  SANDBOX_PEERS,
  SANDBOX_USAGE,
  type SandboxSettings,
  SandboxUsageError,
} from './cli.ts'
export {
  accessTokenTtlFromEnv,
  devOriginsFromEnv,
  type Environment,
  originsFromEnv,
  port,
  testControlFromEnv,
} from './environment.ts'
export type { Fault, FaultRule } from './faults.ts'
export { type ServiceSandbox, type ServiceSandboxOptions, startServiceSandbox } from './server.ts'
