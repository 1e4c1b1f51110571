/**
 * One place that says what is generated from what (ARCHITECTURE.md "Shape").
 * `npm run codegen` (scripts/codegen.ts) runs every step below, in order; each step's module lives in
 * `scripts/codegen/<step>.ts`. Output goes only under `sdk/src/generated/` (and TanStack Router's
 * `app/src/routeTree.gen.ts`) and is never committed.
 */

import type { OutputOptions } from 'orval'
import { mockProperties } from './scripts/codegen/mock-properties.ts'
import { type ServiceName, services } from './sdk/src/transport/services.ts'

/**
 * The web services that have an OpenAPI document in `specs/<name>.yaml` (spec §7). The list lives in
 * the sdk (`sdk/src/transport/services.ts`), which needs it at run time; this file re-exports it.
 */
export { type ServiceName, services }

/** What each codegen step reads and writes; paths are relative to the repository root. */
export const codegenConfig = {
  /** Sanity content model → schema.json → TypeGen result types for every `defineQuery` in the sdk. */
  content: {
    schemaTypes: 'specs/content/index.ts',
    queries: 'sdk/src/content/**/*.ts',
    schemaJson: 'sdk/src/generated/content/schema.json',
    types: 'sdk/src/generated/content/types.ts',
    /** Product keys and titles, content type and block type names, OS keys: one list, shared. */
    names: { from: 'specs/content/constants.ts', to: 'sdk/src/generated/content/names.ts' },
  },
  /** OpenAPI documents → openapi-typescript `paths` + orval React Query hooks and msw handlers. */
  openapi: {
    services,
    document: (service: ServiceName) => `specs/${service}.yaml`,
    outDir: (service: ServiceName) => `sdk/src/generated/${service}`,
    /**
     * orval's output options, the same for every service. Per service, scripts/codegen/openapi.ts adds
     * the document, the output files, `baseUrl: '<service>:'` (generated URLs name their service for the
     * one mutator, docs/decisions/010), the msw handlers' origin (the document's server: identity and
     * profile both have `GET /api/v1/me`, and a `*` handler of one would answer the other) and, for
     * operations whose success reply is binary, a default `Accept` of that type.
     */
    orval: {
      mode: 'split',
      client: 'react-query',
      // axios-style config objects (url, method, params, data, headers, signal, responseType): the
      // transport's request shape, so the mutator only delegates.
      httpClient: 'axios',
      clean: false,
      urlEncodeParameters: true,
      mock: { generators: [{ type: 'msw', delay: false, preferredContentType: 'application/pdf' }] },
      override: {
        mutator: { path: 'sdk/src/transport/orval-mutator.ts', name: 'customFetch' },
        query: {
          version: 5,
          useSuspenseQuery: true,
          signal: true,
          shouldExportKeys: true,
          // Service-first keys; the pass-through options mutator with `useHooks: false` keeps
          // `get<Op>QueryOptions` plain functions, usable in route loaders.
          queryKey: { path: 'sdk/src/transport/orval-mutator.ts', name: 'serviceQueryKey' },
          queryOptions: {
            path: 'sdk/src/transport/orval-mutator.ts',
            name: 'serviceQueryOptions',
            useHooks: false,
          },
        },
        mock: { arrayMin: 1, arrayMax: 3, properties: mockProperties },
      },
    } satisfies Omit<OutputOptions, 'target'>,
  },
  /** File routes under app/src/routes → app/src/routeTree.gen.ts (TanStack Router generator). */
  routes: {
    routesDirectory: 'app/src/routes',
    generatedRouteTree: 'app/src/routeTree.gen.ts',
  },
} as const

/** The shape of {@link codegenConfig}, for the step modules. */
export type CodegenConfig = typeof codegenConfig
