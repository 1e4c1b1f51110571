/**
 * `music-sandbox` (the package's `bin`, and `npm run sandbox`): its arguments, the environment they
 * fall back on, the sentences for mistakes, and one started from arguments answering a dev origin.
 */
import { describe, expect, it } from 'vitest'
import { missingPeerMessage, parseSandboxArgs, runSandboxCli, SandboxUsageError } from './cli.ts'

describe('parseSandboxArgs', () => {
  it("starts on port 4100 of localhost, with the dev app id's default origins, without test controls", () => {
    expect(parseSandboxArgs([], {})).toEqual({
      port: 4100,
      host: 'localhost',
      devOrigins: undefined,
      accessTokenTtlSeconds: undefined,
      testControl: false,
    })
  })

  it('takes each setting from an argument, else from its environment variable', () => {
    const env = {
      SERVICES_PORT: '4200',
      HOST: '127.0.0.1',
      SANDBOX_ALLOWED_ORIGINS: 'https://env.example',
      SANDBOX_ACCESS_TOKEN_TTL_SECONDS: '60',
      SANDBOX_TEST_CONTROL: '1',
    }
    expect(parseSandboxArgs([], env)).toEqual({
      port: 4200,
      host: '127.0.0.1',
      devOrigins: ['https://env.example'],
      accessTokenTtlSeconds: 60,
      testControl: true,
    })
    expect(
      parseSandboxArgs(
        [
          '--port',
          '0',
          '--host=::1',
          '--origin',
          'https://dev.example:8443/',
          '--origin=http://a.test,http://b.test',
        ],
        env,
      ),
    ).toMatchObject({
      port: 0,
      host: '::1',
      devOrigins: ['https://dev.example:8443', 'http://a.test', 'http://b.test'],
    })
    expect(parseSandboxArgs(['--token-ttl', '5', '--test-control'], {})).toMatchObject({
      accessTokenTtlSeconds: 5,
      testControl: true,
    })
    expect(parseSandboxArgs(['--help'], env)).toBe('help')
  })

  it('names the argument that is wrong', () => {
    const refused = (argv: string[]) => {
      try {
        parseSandboxArgs(argv, {})
      } catch (error) {
        expect(error).toBeInstanceOf(SandboxUsageError)
        return (error as Error).message
      }
      throw new Error(`accepted ${argv.join(' ')}`)
    }
    expect(refused(['--port', '70000'])).toBe('--port must be a port number (0-65535), got "70000"')
    expect(refused(['--port'])).toBe('--port needs a value')
    expect(refused(['--origin', 'dev.example'])).toBe(
      '--origin must list origins such as https://dev.example:8443, got "dev.example"',
    )
    expect(refused(['--origin', 'https://dev.example/app'])).toMatch(/got "https:\/\/dev.example\/app"/)
    expect(refused(['--token-ttl', '0'])).toBe('--token-ttl must be a positive integer, got "0"')
    expect(refused(['--prot', '1'])).toBe('unknown argument --prot')
  })

  it('names the environment variable that is wrong', () => {
    expect(() => parseSandboxArgs([], { SERVICES_PORT: 'x' })).toThrow('SERVICES_PORT must be a port number')
    expect(() => parseSandboxArgs([], { SANDBOX_TEST_CONTROL: 'yes' })).toThrow(
      'SANDBOX_TEST_CONTROL must be 1 or 0',
    )
  })
})

describe('missingPeerMessage', () => {
  it('says which peer package to install when the mocks cannot load one', () => {
    const error = Object.assign(
      new Error("Cannot find package 'msw' imported from /app/node_modules/@music/sdk/dist/x.js"),
      {
        code: 'ERR_MODULE_NOT_FOUND',
      },
    )
    expect(missingPeerMessage(error)).toBe(
      'the sandbox needs msw beside @music/sdk: npm install -D msw @faker-js/faker fflate',
    )
    expect(missingPeerMessage(new Error("Cannot find package 'msw'"))).toBeUndefined()
    expect(
      missingPeerMessage(
        Object.assign(new Error("Cannot find package 'left-pad'"), { code: 'ERR_MODULE_NOT_FOUND' }),
      ),
    ).toBeUndefined()
  })
})

describe('runSandboxCli', () => {
  it('serves every service on the port given, for the dev origin given, and prints where', async () => {
    const lines: string[] = []
    const services = await runSandboxCli(
      ['--port', '0', '--host', '127.0.0.1', '--origin', 'https://dev.example:8443'],
      {},
      (line) => lines.push(line),
    )
    try {
      expect(services).toBeDefined()
      const url = services?.url as string
      const printed = lines.join('\n')
      expect(printed).toContain(`Web services     ${url}/<service>`)
      expect(printed).toContain('id music-dev, secret sandbox-dev-secret')
      expect(printed).toContain('Its origins    https://dev.example:8443 (its sign-ins return only there')
      expect(printed).toContain('alex.rivera@example.com / Turntable-42')
      expect(printed).toContain(`${url}/__sandbox/outbox`)
      expect(printed).toMatch(/Ready in \d+ ms/)
      const preflight = await fetch(`${url}/profile/api/v1/me`, {
        method: 'OPTIONS',
        headers: { Origin: 'https://dev.example:8443', 'Access-Control-Request-Method': 'GET' },
      })
      expect(preflight.status).toBe(204)
      expect(preflight.headers.get('access-control-allow-origin')).toBe('https://dev.example:8443')
      const other = await fetch(`${url}/profile/api/v1/me`, {
        method: 'OPTIONS',
        headers: { Origin: 'https://other.example', 'Access-Control-Request-Method': 'GET' },
      })
      expect(other.status).toBe(403)
      // Only the exact origins given: not Vite's default, nor another port of loopback.
      const vite = await fetch(`${url}/profile/api/v1/me`, {
        method: 'OPTIONS',
        headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'GET' },
      })
      expect(vite.status).toBe(403)
      // Not started for tests: the fault switch is off.
      expect((await fetch(`${url}/__sandbox/faults`, { method: 'POST', body: '{}' })).status).toBe(404)
    } finally {
      await services?.close()
    }
  })

  it('prints the usage for --help and starts nothing', async () => {
    const lines: string[] = []
    expect(await runSandboxCli(['--help'], {}, (line) => lines.push(line))).toBeUndefined()
    expect(lines.join('\n')).toMatch(/^Usage: music-sandbox \[--port N\]/)
  })
})
