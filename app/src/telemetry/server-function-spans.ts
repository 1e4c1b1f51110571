/**
 * The global function middleware that puts every server function in a span (docs/decisions/041;
 * registered in app/src/start.ts): on the server only; the browser's side of the call is untouched.
 */
import { createMiddleware } from '@tanstack/react-start'
import { traceServerFunction } from './server-spans.server.ts'

/** Start function middleware: `server function <name>` around the function's server side. */
export const serverFunctionSpans = createMiddleware({ type: 'function' }).server(({ next, serverFnMeta }) =>
  traceServerFunction(serverFnMeta.name, () => next()),
)
