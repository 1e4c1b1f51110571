/** `npm run registry:local -- --port N`: the port argument. */
import { expect, it } from 'vitest'
import { portArgument } from './local-registry.ts'

it('takes the port to listen on, or leaves it to the system', () => {
  expect(portArgument([])).toBeUndefined()
  expect(portArgument(['--port', '4873'])).toBe(4873)
  expect(portArgument(['--port=0'])).toBe(0)
  expect(() => portArgument(['--port', 'x'])).toThrow('--port must be a port number (0-65535), got "x"')
  expect(() => portArgument(['--prot', '1'])).toThrow()
})
