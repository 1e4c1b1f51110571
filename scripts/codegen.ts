/**
 * `npm run codegen`: regenerates everything generated, from `codegen.config.ts`.
 * Steps run in order: content (Sanity TypeGen), openapi (openapi-typescript + orval), routes
 * (TanStack Router route tree), each the default export of `scripts/codegen/<step>.ts`. A step that
 * is missing or throws fails the run (exit code 1): stale generated code must never pass silently.
 */
import { type CodegenConfig, codegenConfig } from '../codegen.config.ts'

const steps = ['content', 'openapi', 'routes'] as const

for (const step of steps) {
  const started = performance.now()
  const { default: run } = (await import(`./codegen/${step}.ts`)) as {
    default: (config: CodegenConfig) => Promise<void>
  }
  await run(codegenConfig)
  console.log(`codegen: ${step} done in ${Math.round(performance.now() - started)} ms`)
}
