/**
 * The SSR bundle's spans (docs/decisions/041), children of the request's SERVER span
 * (app/server/telemetry/request-telemetry.ts): one per route loader (`loader /account/orders`, lasting
 * until the queries it started have answered: the render waits for them), one per
 * server function, whether the browser called it or a loader did during the render
 * (`server function getPageDocument`), and the render itself (`render /$product/downloads`: React's
 * shell, after the loaders). The render names the request's route template. The sdk's calls and
 * content queries inside them are spans of their own (`@music/sdk`). All through
 * `@opentelemetry/api`: no-ops while telemetry is off.
 */
import { type Attributes, type Span, SpanStatusCode, trace } from '@opentelemetry/api'
import { SERVER_FUNCTION_ROUTE } from '../../server/site-handler.ts'
import { runUntilChildrenEnd } from '../../server/telemetry/pending-work.ts'
import {
  requestRoute,
  SITE_INSTRUMENTATION_SCOPE,
  setRequestRoute,
} from '../../server/telemetry/request-telemetry.ts'
import { type MatchedRoute, matchedRouteTemplate, routeTemplate } from './route-template.ts'

/**
 * Runs `work` inside an INTERNAL span `name`; a rejection marks it an error (`error.type`: the class).
 * With `untilChildrenEnd` the span lasts until every span started inside it ended too
 * (app/server/telemetry/pending-work.ts): a loader's queries outlive the loader.
 */
export function inSpan<T>(
  name: string,
  attributes: Attributes,
  work: () => Promise<T> | T,
  { untilChildrenEnd = false } = {},
): Promise<T> {
  return trace.getTracer(SITE_INSTRUMENTATION_SCOPE).startActiveSpan(name, { attributes }, (span: Span) => {
    const marked = async () => {
      try {
        return await work()
      } catch (error) {
        span.setAttribute('error.type', error instanceof Error ? error.name : 'Error')
        span.setStatus({ code: SpanStatusCode.ERROR })
        throw error
      }
    }
    if (untilChildrenEnd) return runUntilChildrenEnd(span, marked)
    return marked().finally(() => span.end())
  })
}

/** What a Start handler callback receives, as far as the render span needs it. */
interface RenderContext {
  router: { state: { matches: readonly MatchedRoute[] } }
}

/**
 * Start's handler callback (`defaultStreamHandler`) with the route template of what the router
 * matched given to the request, and the render in a span.
 */
export function tracedRender<C extends RenderContext, R>(
  render: (ctx: C) => R | Promise<R>,
): (ctx: C) => Promise<R> {
  return (ctx) => {
    const route = matchedRouteTemplate(ctx.router.state.matches)
    if (route) setRequestRoute(route)
    return inSpan(`render ${route ?? '(not found)'}`, {}, () => render(ctx))
  }
}

/** A route as the loader spans need it (`router.routesById`'s values). */
interface LoaderRoute {
  id: string
  fullPath: string
  options: { loader?: unknown }
}

const tracedRoutes = new WeakSet<object>()

/**
 * Wraps each route's loader once in a span `loader <template>` (`loader /_account` for a pathless
 * layout; the route tree is shared by every
 * request's router, so a route already wrapped is left alone). Call it on the server only.
 */
export function traceLoaders(routes: Iterable<LoaderRoute>): void {
  for (const route of routes) {
    const { loader } = route.options
    if (tracedRoutes.has(route) || !loader) continue
    tracedRoutes.add(route)
    // A pathless layout (`/_account`) is named by its id: its full path is its parent's (`/`).
    const name = `loader ${/\/_[^/]*$/.test(route.id) ? route.id : routeTemplate(route.fullPath)}`
    if (typeof loader === 'function') {
      route.options.loader = (...args: unknown[]) =>
        inSpan(name, {}, () => loader(...args), { untilChildrenEnd: true })
    } else if (typeof (loader as { handler?: unknown }).handler === 'function') {
      const handler = (loader as { handler: (...args: unknown[]) => unknown }).handler
      route.options.loader = {
        ...loader,
        handler: (...args: unknown[]) => inSpan(name, {}, () => handler(...args), { untilChildrenEnd: true }),
      }
    }
  }
}

/**
 * Runs server function `name` (its variable name in the source) inside a span; when the request is
 * the browser's call of it, its route becomes `/_serverFn/<name>`.
 */
export function traceServerFunction<T>(name: string, run: () => Promise<T>): Promise<T> {
  if (requestRoute() === SERVER_FUNCTION_ROUTE) setRequestRoute(`/_serverFn/${name}`)
  return inSpan(`server function ${name}`, { 'music.server_function': name }, run)
}
