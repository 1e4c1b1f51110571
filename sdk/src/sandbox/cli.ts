/**
 * `music-sandbox`, the services sandbox as a command (the package's `bin`; in the music-site repository
 * `npm run sandbox` runs the same function from the sources): every web service on one port, with the
 * demo users, the outbox of sent e-mails and, for tests, the fault switch. Settings come from the
 * arguments, else from the environment variables the repository's scripts always read.
 */
import {
  accessTokenTtlFromEnv,
  devOriginsFromEnv,
  type Environment,
  originsFromEnv,
  port as portFromEnv,
  testControlFromEnv,
} from './environment.ts'
import { type ServiceSandbox, startServiceSandbox } from './server.ts'

/** The port the sandbox answers on unless told otherwise (the sdk README's base URLs name it). */
export const DEFAULT_SANDBOX_PORT = 4100

/** What `music-sandbox` starts: the options of {@link startServiceSandbox} it sets. */
export interface SandboxSettings {
  /** TCP port; 0 picks a free one. `--port`, else `SERVICES_PORT`, else 4100. */
  port: number
  /** Interface to bind and host name of the printed base URLs. `--host`, else `HOST`, else `localhost`. */
  host: string
  /**
   * The exact browser origins of the dev app id (`music-dev`, another app's dev server or tests): where
   * its sign-ins return and which origins may call the services with credentials. Each `--origin`, else
   * `SANDBOX_ALLOWED_ORIGINS` (comma-separated); undefined: Vite's dev and preview origins
   * (`DEFAULT_DEV_APP_ORIGINS`). No other origin, loopback or not, is answered.
   */
  devOrigins: string[] | undefined
  /** Access tokens' lifetime in seconds: `--token-ttl`, else `SANDBOX_ACCESS_TOKEN_TTL_SECONDS`, else 600. */
  accessTokenTtlSeconds?: number
  /** The test-only control endpoints and faults: `--test-control`, else `SANDBOX_TEST_CONTROL=1`. */
  testControl: boolean
}

/** The usage text `music-sandbox --help` prints. */
export const SANDBOX_USAGE = `Usage: music-sandbox [--port N] [--host NAME] [--origin URL]... [--token-ttl SECONDS] [--test-control]

Serves every web service of @music/sdk at http://<host>:<port>/<service> with the demo users.
  --port N            TCP port (default 4100, or SERVICES_PORT; 0 picks a free one)
  --host NAME         interface to listen on (default localhost, or HOST)
  --origin URL        an exact origin of your app (app id music-dev), e.g. http://localhost:3001: its
                      sign-ins return there and it may call the services from a browser (repeat it; or
                      SANDBOX_ALLOWED_ORIGINS, comma-separated; default Vite's dev and preview origins,
                      http://localhost:5173 and :4173 and their 127.0.0.1 twins). No other origin is answered.
  --token-ttl SECONDS access tokens' lifetime (default 600, or SANDBOX_ACCESS_TOKEN_TTL_SECONDS)
  --test-control      the test-only control endpoints and faults (/__sandbox/faults, …), for tests
                      (or SANDBOX_TEST_CONTROL=1)
  --help              this text`

/** The mocks' peer packages, which the package does not install itself (`peerDependenciesMeta`). */
export const SANDBOX_PEERS = ['msw', '@faker-js/faker', 'fflate'] as const

/**
 * The sentence for a sandbox that could not load a peer package of the mocks, or `undefined` when
 * `error` is something else (Node's `ERR_MODULE_NOT_FOUND` naming the package: `Cannot find package 'msw'`).
 */
export function missingPeerMessage(error: unknown): string | undefined {
  if ((error as { code?: unknown } | undefined)?.code !== 'ERR_MODULE_NOT_FOUND') return undefined
  const message = String((error as Error).message)
  const missing = SANDBOX_PEERS.filter((name) => message.includes(`'${name}'`))
  if (missing.length === 0) return undefined
  return `the sandbox needs ${missing.join(', ')} beside @music/sdk: npm install -D ${SANDBOX_PEERS.join(' ')}`
}

/** A command-line mistake: the message names the argument; `music-sandbox` prints it with the usage. */
export class SandboxUsageError extends Error {
  override name = 'SandboxUsageError'
}

/**
 * Reads `music-sandbox`'s arguments, falling back on the environment for each setting left out.
 * @param argv the arguments after the command (`process.argv.slice(2)`)
 * @returns the settings, or `'help'` for `--help` / `-h`
 * @throws SandboxUsageError for an unknown argument, a missing value, a port that is not 0–65535, an
 *   origin that is not an http(s) origin, a lifetime that is not a positive integer; Error naming the
 *   variable for a bad environment value
 */
export function parseSandboxArgs(argv: readonly string[], env: Environment = {}): SandboxSettings | 'help' {
  const origins: string[] = []
  const given: { port?: string; host?: string; ttl?: string; testControl?: boolean } = {}
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index] as string
    const [flag, inline] = argument.startsWith('--') ? argument.split(/=(.*)/s, 2) : [argument, undefined]
    const value = (): string => {
      const next = inline ?? argv[++index]
      if (next === undefined || next === '') throw new SandboxUsageError(`${flag} needs a value`)
      return next
    }
    if (flag === '--help' || flag === '-h') return 'help'
    else if (flag === '--port') given.port = value()
    else if (flag === '--host') given.host = value()
    else if (flag === '--origin') origins.push(...value().split(','))
    else if (flag === '--token-ttl') given.ttl = value()
    else if (flag === '--test-control') given.testControl = true
    else throw new SandboxUsageError(`unknown argument ${argument}`)
  }
  // An argument's value is read like the variable it stands for, its error naming the argument.
  const argument = <T>(name: string, raw: string, read: (env: Environment) => T): T => {
    try {
      return read({ [name]: raw })
    } catch (error) {
      throw new SandboxUsageError((error as Error).message)
    }
  }
  return {
    port:
      given.port === undefined
        ? portFromEnv('SERVICES_PORT', DEFAULT_SANDBOX_PORT, env)
        : argument('--port', given.port, (args) => portFromEnv('--port', DEFAULT_SANDBOX_PORT, args)),
    host: given.host ?? env.HOST ?? 'localhost',
    devOrigins:
      origins.length > 0
        ? argument('--origin', origins.join(','), (args) => originsFromEnv('--origin', args))
        : devOriginsFromEnv(env),
    accessTokenTtlSeconds:
      given.ttl === undefined
        ? accessTokenTtlFromEnv(env)
        : argument('--token-ttl', given.ttl, (args) => accessTokenTtlFromEnv(args, '--token-ttl')),
    testControl: given.testControl ?? testControlFromEnv(env),
  }
}

/**
 * The start-up line of the dev app id's exact origins (`music-sandbox`, `npm start`; docs/decisions/035),
 * naming the argument and variable that change them.
 */
export function devOriginLine(origins: readonly string[]): string {
  return `${origins.join(', ') || 'none'} (its sign-ins return only there; these and the website's are the only origins that may call the services from a browser; --origin <origin> or SANDBOX_ALLOWED_ORIGINS=<origin>,… replaces them)`
}

/** What `music-sandbox` prints once it listens: where each thing is, the app id and the demo users. */
export async function readyLines(
  services: Pick<ServiceSandbox, 'url' | 'sandbox'>,
  startedMs: number,
): Promise<string[]> {
  const { DEMO_USERS, SANDBOX_DEV_APP_ID, SANDBOX_DEV_APP_SECRET } = await import('../mocks/index.ts')
  const users = DEMO_USERS.map((user) => `${user.email_address} / ${user.password} (${user.about})`)
  return [
    `Web services     ${services.url}/<service>  (sandboxServiceBaseUrls('${services.url}'))`,
    `  App            id ${SANDBOX_DEV_APP_ID}, secret ${SANDBOX_DEV_APP_SECRET}`,
    `  Its origins    ${devOriginLine(services.sandbox.options.appOrigins[SANDBOX_DEV_APP_ID] ?? [])}`,
    `  Sent e-mails   ${services.url}/__sandbox/outbox`,
    `  Sign in as     ${users.join('\n                 ')}`,
    `Ready in ${Math.round(startedMs)} ms. Press Ctrl+C to stop.`,
  ]
}

/**
 * Runs `music-sandbox`: reads the arguments (and the environment), starts the sandbox, prints where
 * everything is. `--help` prints the usage and starts nothing.
 * @param argv the arguments after the command
 * @param env the environment to fall back on (`process.env`)
 * @param print where the lines go (`console.log`)
 * @returns the running sandbox (stop it with `close()`), or `undefined` after `--help`
 * @throws SandboxUsageError for a wrong argument (print it with {@link SANDBOX_USAGE}); Error when the
 *   port is taken
 */
export async function runSandboxCli(
  argv: readonly string[],
  env: Environment,
  print: (line: string) => void = console.log,
): Promise<ServiceSandbox | undefined> {
  const started = performance.now()
  const settings = parseSandboxArgs(argv, env)
  if (settings === 'help') {
    print(SANDBOX_USAGE)
    return undefined
  }
  const services = await startServiceSandbox({ ...settings, siteOrigin: env.SITE_ORIGIN })
  print((await readyLines(services, performance.now() - started)).join('\n'))
  return services
}
