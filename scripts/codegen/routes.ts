/**
 * Codegen step `routes`: file routes under `app/src/routes` → `app/src/routeTree.gen.ts`, with the
 * same TanStack Router generator and Start footer (the `Register` augmentation of
 * `@tanstack/react-start`) that the Start Vite plugin uses, so `npm run typecheck` works before any
 * `vite build`. The output is generated, never committed (.gitignore).
 */
import { resolve } from 'node:path'
import { Generator, getConfig } from '@tanstack/router-generator'
import type { CodegenConfig } from '../../codegen.config.ts'

/** The lines TanStack Start appends to the route tree (start-plugin-core `route-tree-footer`). */
const startFooter = [
  `import type { getRouter } from './router.tsx'
declare module '@tanstack/react-start' {
  interface Register {
    ssr: true
    router: Awaited<ReturnType<typeof getRouter>>
  }
}`,
]

/** Generates the route tree; throws (failing `npm run codegen`) when a route file is invalid. */
export default async function generateRoutes(config: CodegenConfig): Promise<void> {
  const root = process.cwd()
  const generatorConfig = getConfig(
    {
      target: 'react',
      routesDirectory: resolve(root, config.routes.routesDirectory),
      generatedRouteTree: resolve(root, config.routes.generatedRouteTree),
      autoCodeSplitting: true,
      routeTreeFileFooter: startFooter,
      quoteStyle: 'single',
      semicolons: false,
    },
    root,
  )
  await new Generator({ config: generatorConfig, root }).run()
}
