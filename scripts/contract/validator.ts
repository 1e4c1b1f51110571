/**
 * Contract checks for tests (repository tooling, not part of `@music/sdk`): validates a service reply
 * against the response schema of its OpenAPI operation in `specs/<service>.yaml`, and a request the sdk
 * sends against the operation's request body, query parameters and security, with Ajv (JSON Schema
 * 2020-12, the dialect of OpenAPI 3.1). Documents are loaded, `$ref`s into `specs/common.yaml`
 * resolved and server prefixes flattened by the codegen's own loader (`scripts/codegen/bundle.ts`), so
 * tests check the very document the generated code came from.
 */
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { loadServiceDocument, type OpenApiDocument } from '../codegen/bundle.ts'
import { escapePointer, matchPath, pointerGet } from './openapi-pointer.ts'
import { checkRequest } from './request-contract.ts'

/** `specs/` of this repository. */
export const SPECS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../specs')

/** Validates replies of the services whose documents it loaded. */
export interface ContractValidator {
  /**
   * Problems of one reply (empty when it conforms): undocumented path, method or status, a body where
   * none is documented, a non-JSON body (unless a documented binary media type, which must not be
   * empty), or schema violations (Ajv messages with instance paths).
   * @param service e.g. `identity`
   * @param method HTTP method, any case
   * @param path path below the service's base URL, as the flattened document writes it: `/api/v1/me`
   * @param response the reply; it is cloned, the caller can still read it
   */
  check(service: string, method: string, path: string, response: Response): Promise<string[]>
  /**
   * Problems of one request (empty when it conforms): undocumented path or method, a body where none
   * is documented or none where one is required, a non-JSON body or Content-Type, body schema
   * violations, missing or invalid query parameters, undocumented query parameters, and credentials
   * the operation's `security` does not allow (bearer / basic / none).
   * @param service e.g. `commerce`
   * @param request the request as sent; it is cloned, the caller can still read it
   * @param baseUrl the service base URL the request was sent to; default the document's server
   */
  checkRequest(service: string, request: Request, baseUrl?: string): Promise<string[]>
}

/** Creates a {@link ContractValidator} over `specs/<service>.yaml` of the given services. */
export function createContractValidator(
  services: readonly string[],
  specsDir = SPECS_DIR,
): ContractValidator {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false })
  addFormats(ajv)
  for (const format of ['int32', 'int64', 'float', 'double', 'password', 'byte', 'binary'])
    ajv.addFormat(format, true)
  const documents = new Map<string, OpenApiDocument>()
  for (const service of services) {
    const document = loadServiceDocument(resolve(specsDir, `${service}.yaml`))
    documents.set(service, document)
    ajv.addSchema(document as object, `urn:spec:${service}`)
  }
  const validators = new Map<string, ValidateFunction>()
  const validator = (service: string, pointer: string) => {
    const key = `urn:spec:${service}#${pointer}`
    let validate = validators.get(key)
    if (!validate) {
      validate = ajv.compile({ $ref: key })
      validators.set(key, validate)
    }
    return validate
  }

  return {
    checkRequest: (service, request, baseUrl) => {
      const document = documents.get(service)
      if (!document) return Promise.resolve([`no document loaded for service ${service}`])
      return checkRequest(document, (pointer) => validator(service, pointer), request, baseUrl)
    },
    async check(service, method, path, response) {
      const document = documents.get(service)
      if (!document) return [`no document loaded for service ${service}`]
      const template = matchPath(document, path)
      if (!template) return [`${path} is not a path of specs/${service}.yaml`]
      const verb = method.toLowerCase()
      const operation = document.paths[template]?.[verb] as
        | { responses?: Record<string, unknown> }
        | undefined
      if (!operation?.responses)
        return [`${method.toUpperCase()} ${template} is not an operation of ${service}`]
      const status = String(response.status)
      const key = [status, `${status[0]}XX`, 'default'].find((k) => operation.responses?.[k] !== undefined)
      if (!key) return [`${method.toUpperCase()} ${template}: status ${status} is not documented`]
      let pointer = `/paths/${escapePointer(template)}/${verb}/responses/${key}`
      let entry = pointerGet(document, pointer) as { $ref?: string; content?: Record<string, unknown> }
      if (entry.$ref) {
        pointer = entry.$ref.slice(1)
        entry = pointerGet(document, pointer) as typeof entry
      }
      // A documented binary reply (the invoice PDF, the voucher ZIP): its media type and some bytes.
      const mediaType = response.headers.get('Content-Type')?.split(';')[0]?.trim() ?? ''
      if (entry.content && !mediaType.includes('json') && entry.content[mediaType]) {
        const size = (await response.clone().arrayBuffer()).byteLength
        return size > 0 ? [] : [`${status} ${mediaType} reply is empty`]
      }
      const text = await response.clone().text()
      if (!entry.content)
        return text === '' ? [] : [`${status} is documented without a body, got ${text.slice(0, 80)}`]
      if (!entry.content['application/json'])
        return [`${status} has no application/json content in the document`]
      if (!/^application\/json\b/.test(response.headers.get('Content-Type') ?? '')) {
        return [`expected Content-Type application/json, got ${response.headers.get('Content-Type')}`]
      }
      let body: unknown
      try {
        body = JSON.parse(text)
      } catch {
        return [`body is not JSON: ${text.slice(0, 80)}`]
      }
      const validate = validator(service, `${pointer}/content/application~1json/schema`)
      if (validate(body)) return []
      return (validate.errors ?? []).map(
        (e) => `${method.toUpperCase()} ${template} ${status} ${e.instancePath || '/'} ${e.message}`,
      )
    },
  }
}
