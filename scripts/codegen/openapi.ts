/**
 * Codegen step "openapi": every `specs/<service>.yaml` → `sdk/src/generated/<service>/`:
 * - `paths.ts`: openapi-typescript types (`paths`, `components`, `operations`);
 * - `client.ts`: an openapi-fetch client factory over the sdk transport (`transportFetch`);
 * - `hooks.ts` + `hooks.schemas.ts`: orval React Query hooks (`use<Op>`, `get<Op>QueryOptions`,
 *   `get<Op>QueryKey`, suspense queries, mutations) over the same transport (the one hand-written
 *   mutator `sdk/src/transport/orval-mutator.ts` → `serviceRequest`), with the orval options of
 *   `codegen.config.ts`;
 * - `msw.ts`: orval msw handlers answering every operation with faker data, re-addressed and
 *   wrapped by `serviceMockRoutes`; `mocks.ts`: the entry `@music/sdk/mocks/<service>` over them;
 * - `index.ts`: the barrel the public entry `sdk/src/<service>/index.ts` re-exports.
 * Plus `sdk/src/generated/msw.ts`, the handlers of all services.
 * Documents are bundled and their server prefixes flattened first (scripts/codegen/bundle.ts).
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { registerHooks } from 'node:module'
import { basename, dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { CodegenConfig } from '../../codegen.config.ts'
import { listOperations, loadServiceDocument, type OpenApiDocument } from './bundle.ts'
import { hashCodegenInputs, isFresh, writeStamp } from './input-hash.ts'
import { mockPropertiesFor } from './mock-properties.ts'
import {
  barrelSource,
  clientSource,
  generatedHeader,
  mockOperations,
  mocksEntrySource,
  mswIndexSource,
  operationsIndexSource,
  partialMockReplies,
  refetchOnSignIn,
  serviceMockRoutes,
  serviceMutationKeys,
} from './openapi-templates.ts'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

/**
 * openapi-typescript builds its output with the classic TypeScript compiler API (`ts.factory...`).
 * The `typescript` hoisted to the root node_modules is v7 (native, type-check only, no compiler API),
 * on which openapi-typescript crashes (`createKeywordTypeNode`). TypeScript 5.9 is installed nested at
 * `sdk/node_modules/typescript` for this purpose: this synchronous resolve hook sends openapi-typescript's
 * `import 'typescript'` (and nothing else's) there. It must be installed before openapi-typescript is
 * first imported.
 */
function resolveTypescriptForOpenapiTypescript(): void {
  const sdkPackageUrl = pathToFileURL(join(root, 'sdk/package.json')).href
  registerHooks({
    resolve(specifier, context, nextResolve) {
      if (specifier === 'typescript' && context.parentURL?.includes('/node_modules/openapi-typescript/')) {
        return nextResolve(specifier, { ...context, parentURL: sdkPackageUrl })
      }
      return nextResolve(specifier, context)
    },
  })
}

let openapiTypescript: Promise<typeof import('openapi-typescript')> | undefined
function loadOpenapiTypescript() {
  if (!openapiTypescript) {
    resolveTypescriptForOpenapiTypescript()
    openapiTypescript = import('openapi-typescript')
  }
  return openapiTypescript
}

/** `paths.ts` of one service. */
async function writePaths(service: string, document: OpenApiDocument, outDir: string): Promise<void> {
  const { default: openapiTS, astToString } = await loadOpenapiTypescript()
  const ast = await openapiTS(document as unknown as Parameters<typeof openapiTS>[0], { silent: true })
  await writeFile(join(outDir, 'paths.ts'), `${generatedHeader(service)}${astToString(ast)}`)
}

/**
 * What the transport needs to know of every operation beyond its URL (sdk/src/transport/request.ts
 * `OperationOptions`): its path template (which names its span, docs/decisions/041), and where they
 * differ from the default (a bearer token, no effect on the stored tokens):
 * - `auth`: the credentials of the operation's FIRST security requirement: `none` for `[]` or a first
 *   `{}` (logout lists `{}` first: clients send nothing, the body's refresh token is the credential),
 *   `basic` for `basicAuth` (the application's id and secret); `bearerAuth` first is the default, also
 *   when `{}` follows (a token is sent when there is one: `/allowtracking`);
 * - `tokens`: the operation's `x-tokens` (`grant`: the reply's tokens are stored; `revoke`: logout).
 * So the OpenAPI documents are the one source of each operation's credentials.
 */
export function transportOperations(document: OpenApiDocument): {
  operationId: string
  method: string
  path: string
  auth?: 'none' | 'basic'
  tokens?: 'grant' | 'revoke'
}[] {
  return listOperations(document).map(({ method, path, operation }) => {
    const security = (operation.security ?? document.security ?? []) as Record<string, unknown>[]
    const first = Object.keys(security[0] ?? {})
    const auth = first.length === 0 ? 'none' : first.includes('bearerAuth') ? undefined : 'basic'
    const tokens = operation['x-tokens'] as 'grant' | 'revoke' | undefined
    return {
      operationId: operation.operationId as string,
      method,
      path,
      ...(auth && { auth }),
      ...(tokens && { tokens }),
    }
  })
}

/**
 * Per-operation orval options (`requestOptions`, merged under the caller's options in every generated
 * request function): the transport options of {@link transportOperations} (the path template as
 * `urlTemplate`), and for operations whose
 * success reply is binary (the invoice PDF) that media type as default `Accept` (which the transport
 * would otherwise set to JSON), matching the `responseType: 'blob'` orval gives them. A caller may still
 * pass `{ headers: { Accept: 'application/json' }, responseType: 'json' }`.
 */
function requestOptions(document: OpenApiDocument): Record<string, { requestOptions: object }> {
  const options: Record<string, { requestOptions: Record<string, unknown> }> = {}
  const of = (operationId: string) => {
    options[operationId] ??= { requestOptions: {} }
    return options[operationId].requestOptions
  }
  for (const { operationId, path, auth, tokens } of transportOperations(document)) {
    Object.assign(of(operationId), { urlTemplate: path }, auth && { auth }, tokens && { tokens })
  }
  for (const [operationId, binary] of binaryMediaTypes(document)) {
    of(operationId).headers = { Accept: binary.join(', ') }
  }
  return options
}

/**
 * The msw handler names (`get<Op>MockHandler`) of the operations that demand a bearer token: every
 * security requirement names `bearerAuth` (none is anonymous `{}` or the application's basic auth).
 */
function bearerMockHandlers(document: OpenApiDocument): Set<string> {
  const names = new Set<string>()
  for (const { operation } of listOperations(document)) {
    const security = (operation.security ?? document.security ?? []) as Record<string, unknown>[]
    if (security.length > 0 && security.every((requirement) => 'bearerAuth' in requirement)) {
      const id = operation.operationId as string
      names.add(`get${id[0]?.toUpperCase()}${id.slice(1)}MockHandler`)
    }
  }
  return names
}

/** operationId → the non-JSON media types of its success reply, for operations that have some. */
function binaryMediaTypes(document: OpenApiDocument): Map<string, string[]> {
  const types = new Map<string, string[]>()
  for (const { operation } of listOperations(document)) {
    const responses = (operation.responses ?? {}) as Record<string, { content?: Record<string, unknown> }>
    const success = Object.entries(responses).find(([status]) => status.startsWith('2'))?.[1]
    const binary = Object.keys(success?.content ?? {}).filter((type) => !type.includes('json'))
    if (binary.length > 0) types.set(operation.operationId as string, binary)
  }
  return types
}

/**
 * orval's msw generator knows a few binary media types (PDF, images, audio) and answers any other
 * binary reply (the voucher order ZIP) as `application/octet-stream`: each such handler gets the
 * media type its document names instead.
 */
function documentedBinaryContentTypes(msw: string, document: OpenApiDocument): string {
  let source = msw
  for (const [operationId, [type]] of binaryMediaTypes(document)) {
    const name = `get${operationId[0]?.toUpperCase()}${operationId.slice(1)}MockHandler`
    source = source.replace(
      new RegExp(`(export const ${name} = (?:(?!export const)[\\s\\S])*?)'application/octet-stream'`),
      `$1'${type}'`,
    )
  }
  return source
}

/**
 * `hooks.ts`, `hooks.schemas.ts` and `msw.ts` of one service (orval 8), from the shared options in
 * `codegen.config.ts` plus what differs per service. Returns the msw factory name.
 */
async function writeOrval(
  config: CodegenConfig,
  service: string,
  document: OpenApiDocument,
  outDir: string,
): Promise<string> {
  const { orval } = config.openapi
  const origin = document.servers?.[0]?.url as string
  const { generate } = await import('orval')
  await generate(
    {
      input: { target: document },
      output: {
        ...orval,
        target: join(outDir, 'hooks.ts'),
        packageJson: join(root, 'sdk/package.json'),
        // Every generated URL starts with `<service>:` (the one mutator's cue, docs/decisions/010).
        baseUrl: `${service}:`,
        mock: { generators: orval.mock.generators.map((generator) => ({ ...generator, baseUrl: origin })) },
        override: {
          ...orval.override,
          header: () => [
            `Generated by \`npm run codegen\` (orval) from specs/${service}.yaml.`,
            'Do not edit: change the OpenAPI document and regenerate.',
          ],
          // Faker data by property name, except names this document declares as enums.
          mock: { ...orval.override.mock, properties: mockPropertiesFor(document) },
          operations: requestOptions(document),
        },
      },
    },
    root,
    { logLevel: 'error', throwOnError: true },
  )
  const hooksPath = join(outDir, 'hooks.ts')
  await writeFile(hooksPath, refetchOnSignIn(serviceMutationKeys(await readFile(hooksPath, 'utf8'), service)))
  const msw = partialMockReplies(
    serviceMockRoutes(
      documentedBinaryContentTypes(await readFile(join(outDir, 'hooks.msw.ts'), 'utf8'), document),
      service,
      origin,
      bearerMockHandlers(document),
    ),
    service,
  )
  await writeFile(join(outDir, 'msw.ts'), msw)
  await writeFile(join(outDir, 'mocks.ts'), mocksEntrySource(service, mockOperations(msw)))
  await rm(join(outDir, 'hooks.msw.ts'))
  const factory = /export const (get\w+Mock) = \(\) => \[/.exec(msw)?.[1]
  if (!factory) throw new Error(`${service}: no msw handler factory in msw.ts`)
  return factory
}

/**
 * Writes everything of one service except orval's output into `stagingDir`, a sibling of its final
 * directory (same depth, so relative imports such as `../../transport/index.ts` stay right).
 */
async function prepareService(
  service: string,
  documentPath: string,
  stagingDir: string,
): Promise<{ service: string; document: OpenApiDocument; stagingDir: string }> {
  const document = loadServiceDocument(documentPath)
  const origin = document.servers?.[0]?.url as string
  await rm(stagingDir, { recursive: true, force: true })
  await mkdir(stagingDir, { recursive: true })
  await writeFile(join(stagingDir, 'client.ts'), clientSource(service, origin, transportOperations(document)))
  await writeFile(join(stagingDir, 'index.ts'), barrelSource(service))
  await writePaths(service, document, stagingDir)
  return { service, document, stagingDir }
}

/**
 * Runs the step for every service of `config.openapi`. Documents are bundled and typed
 * (openapi-typescript) for all services concurrently; orval runs one service at a time, because it
 * keeps module-level state per generation (mutator resolution) that concurrent runs in one process
 * mix up (each run takes ~0.3 s once loaded). Output is generated into staging directories and moved
 * into place at the end, so a type-check or test running meanwhile never sees half a service.
 * Skipped when the documents, these generator modules and the generators' versions hash to the value
 * stamped beside the output (`sdk/src/generated/.openapi.hash`).
 * @throws when a document is invalid or a generator fails (the codegen run then exits with 1)
 */
export default async function generateOpenapi(config: CodegenConfig): Promise<void> {
  const { services, document, outDir } = config.openapi
  const generatedDir = dirname(resolve(root, outDir(services[0])))
  const stampPath = join(generatedDir, '.openapi.hash')
  const inputHash = await hashCodegenInputs({
    root,
    files: [
      'specs/*.yaml',
      'codegen.config.ts',
      'scripts/codegen/{openapi,openapi-templates,bundle,mock-properties}.ts',
      'sdk/src/transport/orval-mutator.ts',
    ],
    packages: ['orval', 'openapi-typescript'],
    settings: services.map((service) => [service, document(service), outDir(service)]),
  })
  const outputs = [
    ...services.map((service) => resolve(root, outDir(service))),
    join(generatedDir, 'msw.ts'),
    join(generatedDir, 'operations.ts'),
  ]
  if (await isFresh(stampPath, inputHash, outputs)) {
    console.log('codegen: openapi: documents unchanged, output kept')
    return
  }
  const staging = (service: (typeof services)[number]) => {
    const dir = resolve(root, outDir(service))
    return join(dirname(dir), `.${basename(dir)}.staging-${process.pid}`)
  }
  try {
    const prepared = await Promise.all(
      services.map((service) => prepareService(service, resolve(root, document(service)), staging(service))),
    )
    const results: { service: string; mockFn: string }[] = []
    for (const { service, document: doc, stagingDir } of prepared) {
      results.push({ service, mockFn: await writeOrval(config, service, doc, stagingDir) })
    }
    for (const service of services) {
      await rm(resolve(root, outDir(service)), { recursive: true, force: true })
      await rename(staging(service), resolve(root, outDir(service)))
    }
    await writeFile(join(generatedDir, 'msw.ts'), mswIndexSource(results))
    await writeFile(
      join(generatedDir, 'operations.ts'),
      operationsIndexSource(
        prepared.map(({ service, document: doc }) => ({ service, operations: transportOperations(doc) })),
      ),
    )
    await writeStamp(stampPath, inputHash)
  } finally {
    await Promise.all(services.map((service) => rm(staging(service), { recursive: true, force: true })))
  }
}
