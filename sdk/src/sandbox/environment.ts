/**
 * Settings of the services sandbox from the environment (`music-sandbox`, cli.ts; in the music-site
 * repository also `npm start` and `npm run sandbox`): each reader takes the environment to read, so a
 * caller can pass its own, and names the variable in its error.
 */

/** Environment variables, as `process.env` holds them. */
export type Environment = Record<string, string | undefined>

/**
 * Comma-separated http(s) origins from the environment variable `name` (empty when unset).
 * @throws Error naming the variable and the value when one is not an origin (`https://dev.example:8443`)
 */
export function originsFromEnv(name: string, env: Environment = process.env): string[] {
  const raw = env[name]?.trim()
  if (!raw) return []
  return raw.split(',').map((value) => {
    const text = value.trim()
    let origin: string | undefined
    try {
      const url = new URL(text)
      if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin === text.replace(/\/$/, '')) {
        origin = url.origin
      }
    } catch {
      // reported below
    }
    if (!origin) throw new Error(`${name} must list origins such as https://dev.example:8443, got "${text}"`)
    return origin
  })
}

/**
 * `SANDBOX_ALLOWED_ORIGINS`: the exact origins of the dev app id `music-dev` (comma-separated), where
 * its sign-ins return and which origins CORS answers with credentials (docs/decisions/035); undefined
 * when unset (the default: Vite's dev and preview origins).
 * @throws Error naming the variable when a value is not an origin
 */
export function devOriginsFromEnv(env: Environment = process.env): string[] | undefined {
  const origins = originsFromEnv('SANDBOX_ALLOWED_ORIGINS', env)
  return origins.length > 0 ? origins : undefined
}

/**
 * A TCP port from the environment variable `name`, else `fallback`.
 * @throws Error naming the variable when the value is not a port number (0-65535)
 */
export function port(name: string, fallback: number, env: Environment = process.env): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    throw new Error(`${name} must be a port number (0-65535), got "${raw}"`)
  }
  return value
}

/**
 * `SANDBOX_ACCESS_TOKEN_TTL_SECONDS` (or the variable `name`): the access tokens' lifetime in seconds,
 * else undefined (600).
 * @throws Error naming the variable when it is not a positive integer
 */
export function accessTokenTtlFromEnv(
  env: Environment = process.env,
  name = 'SANDBOX_ACCESS_TOKEN_TTL_SECONDS',
): number | undefined {
  const ttl = env[name]
  if (!ttl) return undefined
  if (!(Number.isInteger(Number(ttl)) && Number(ttl) > 0)) {
    throw new Error(`${name} must be a positive integer, got "${ttl}"`)
  }
  return Number(ttl)
}

/**
 * `SANDBOX_TEST_CONTROL`: `1` starts the sandbox with its test-only control endpoints and faults
 * (browser tests set it); unset or `0`: only the outbox.
 * @throws Error for any other value
 */
export function testControlFromEnv(env: Environment = process.env): boolean {
  const value = env.SANDBOX_TEST_CONTROL
  if (value === undefined || value === '' || value === '0') return false
  if (value === '1') return true
  throw new Error(`SANDBOX_TEST_CONTROL must be 1 or 0, got "${value}"`)
}
