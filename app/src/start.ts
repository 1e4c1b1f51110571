/**
 * TanStack Start's instance options (found by Start as `src/start.ts`): the global function middleware,
 * a span around every server function (docs/decisions/041).
 */
import { createStart } from '@tanstack/react-start'
import { serverFunctionSpans } from './telemetry/server-function-spans.ts'

/** The Start instance of the site. */
export const startInstance = createStart(() => ({ functionMiddleware: [serverFunctionSpans] }))
