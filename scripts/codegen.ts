/**
 * `npm run codegen`: regenerates everything generated, from `codegen.config.ts`.
 * Steps run in order: content (Sanity TypeGen), openapi (openapi-typescript + orval), routes
 * (TanStack Router route tree). A step module that is missing is reported and skipped, so partial
 * checkouts still generate what they can; a step that throws fails the run (exit code 1).
 */
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { codegenConfig } from '../codegen.config.ts'

const steps = ['content', 'openapi', 'routes'] as const

for (const step of steps) {
  const modulePath = new URL(`./codegen/${step}.ts`, import.meta.url)
  if (!existsSync(fileURLToPath(modulePath))) {
    console.warn(`codegen: no step module scripts/codegen/${step}.ts, skipped`)
    continue
  }
  const started = performance.now()
  const { default: run } = (await import(modulePath.href)) as {
    default: (config: typeof codegenConfig) => Promise<void>
  }
  await run(codegenConfig)
  console.log(`codegen: ${step} done in ${Math.round(performance.now() - started)} ms`)
}
