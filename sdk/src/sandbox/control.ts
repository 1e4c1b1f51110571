/**
 * The services sandbox's control endpoints, under `/__sandbox/` (README "Trying it", "Faults"), and
 * the one place a fault is applied to a service request. Only the outbox (read-only: the e-mails a
 * developer needs to finish an e-mail change) answers always; every other endpoint, and every fault,
 * only in a sandbox started for tests (`testControl`, `SANDBOX_TEST_CONTROL=1`; docs/decisions/031):
 * anyone who reaches a sandbox could otherwise plant files in any user's library or break its services.
 * - `GET /__sandbox/stats`, `POST /__sandbox/reset-stats`: the identity service's token call counters;
 * - `POST /__sandbox/expire-access-token` `{"token"}`: the services refuse that access token from now
 *   on with 401 code 2002, as when it expires in flight (404 when unknown);
 * - `POST /__sandbox/password-reentry?email_address=<address>`: the user's current sign-ins count as
 *   old, so their next e-mail change or deactivation answers 401 code 2011 (decision 017);
 * - `POST /__sandbox/end-sessions?email_address=<address>`: the user is signed out everywhere (every
 *   token revoked), so the site's next call finds the session ended (decision 033);
 * - `GET /__sandbox/outbox[?to=<address>][&service=<service>]`: the e-mails the fakes sent, newest
 *   first, `{"items": [{id, service, from, to, subject, text, links, sentAt}]}`;
 * - `POST /__sandbox/faults` (a {@link FaultRule}; 201 with its `id`), `GET /__sandbox/faults`,
 *   `DELETE /__sandbox/faults/{id}`, `DELETE /__sandbox/faults[?scope=][&user=]`: faults (faults.ts);
 * - `POST /__sandbox/license/serial-numbers` `{"product_type_id": 112}`: a serial number of that
 *   product type nobody has registered (201 `{serial_number, product_type_id}`), so a test registers a
 *   product of its own however often it runs against the same sandbox;
 * - `POST /__sandbox/commerce/subscriptions` `{"email_address", "catalog_product_id": 122, "status":
 *   "Active" | "Past Due"}`: the user bought that plan at the web store (a card, the first order and
 *   its invoice, the licence product; 201 with the subscription), so a test has a subscription of its
 *   own to change, cancel or pay;
 * - `POST /__sandbox/commerce/vouchers` `{"product_voucher_type_id": 3}`: a voucher code of that type
 *   nobody has entered (201 `{voucher_id, product_voucher_type_id}`);
 * - `POST /__sandbox/cloud-library/files` `{"email_address", "file_name", "mime_type", "text"}`: a text
 *   file in that user's cloud library (201 `{id}`), so a test's own customer has a library file.
 */
import type { Sandbox } from '../mocks/index.ts'
import { ERROR_CODES } from '../transport/error-codes.ts'
import { type Fault, type Faults, faultBody, parseFaultRule, wait } from './faults.ts'

const noStore = { 'Cache-Control': 'no-store' }

const problem = (status: number, code: number, error: string) =>
  Response.json({ code, error }, { status, headers: noStore })

/** The JSON body of `request`, or undefined when it is not JSON. */
async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json()
  } catch {
    return undefined
  }
}

/** What the control endpoints act on: the sandbox, its faults, and its service names. */
export interface Controlled {
  sandbox: Sandbox
  faults: Faults
  /** The sandbox's service names (what a fault may name). */
  services: readonly string[]
  /** Whether the test-only endpoints answer (else only the outbox does). */
  testControl: boolean
}

/**
 * The reply of a control endpoint, or undefined when `url` is not one (`/__sandbox/...` paths that
 * are not endpoints answer 404 in the server like any unknown path).
 */
export async function controlResponse(
  request: Request,
  url: URL,
  { sandbox, faults, services, testControl }: Controlled,
): Promise<Response | undefined> {
  const { pathname: path, searchParams: query } = url
  const method = request.method
  if (path === '/__sandbox/outbox' && method === 'GET') {
    const filter = { to: query.get('to') ?? undefined, service: query.get('service') ?? undefined }
    return Response.json({ items: sandbox.outbox.list(filter) }, { headers: noStore })
  }
  if (!testControl) return undefined
  if (path === '/__sandbox/stats' && method === 'GET') return Response.json(sandbox.stats())
  if (path === '/__sandbox/reset-stats' && method === 'POST') {
    sandbox.resetStats()
    return new Response(null, { status: 204 })
  }
  if (path === '/__sandbox/expire-access-token' && method === 'POST') {
    const token = ((await readJson(request)) as { token?: unknown } | undefined)?.token
    return typeof token === 'string' && sandbox.stores.identity.expireAccessToken(token)
      ? new Response(null, { status: 204 })
      : problem(404, ERROR_CODES.notFound, 'No such access token')
  }
  if (path === '/__sandbox/password-reentry' && method === 'POST') {
    const user = sandbox.stores.identity.findByEmail(query.get('email_address') ?? '')
    if (!user) return problem(404, ERROR_CODES.notFound, 'No user with this email_address')
    sandbox.stores.identity.expirePasswordEntry(user.id)
    return new Response(null, { status: 204 })
  }
  if (path === '/__sandbox/end-sessions' && method === 'POST') {
    const user = sandbox.stores.identity.findByEmail(query.get('email_address') ?? '')
    if (!user) return problem(404, ERROR_CODES.notFound, 'No user with this email_address')
    sandbox.stores.identity.endSessions(user.id)
    return new Response(null, { status: 204 })
  }
  if (path === '/__sandbox/faults') {
    if (method === 'GET') return Response.json({ items: faults.list() }, { headers: noStore })
    if (method === 'POST') {
      const rule = parseFaultRule(await readJson(request), services)
      if (typeof rule === 'string') return problem(400, ERROR_CODES.badRequest, rule)
      return Response.json(faults.add(rule), { status: 201, headers: noStore })
    }
    if (method === 'DELETE') {
      faults.clear({ scope: query.get('scope') ?? undefined, user: query.get('user') ?? undefined })
      return new Response(null, { status: 204 })
    }
  }
  const faultId = /^\/__sandbox\/faults\/(\d+)$/.exec(path)?.[1]
  if (faultId && method === 'DELETE') {
    return faults.remove(Number(faultId))
      ? new Response(null, { status: 204 })
      : problem(404, ERROR_CODES.notFound, `No fault ${faultId}`)
  }
  if (path === '/__sandbox/license/serial-numbers' && method === 'POST') {
    const body = (await readJson(request)) as { product_type_id?: unknown } | undefined
    const typeId = body?.product_type_id
    if (!Number.isInteger(typeId))
      return problem(400, ERROR_CODES.badRequest, 'product_type_id must be an integer')
    const serial = sandbox.stores.license.addSerialNumber(typeId as number)
    if (!serial)
      return problem(404, ERROR_CODES.notFound, `No product type ${String(typeId)} sold with serial numbers`)
    return Response.json(
      { serial_number: serial, product_type_id: typeId },
      { status: 201, headers: noStore },
    )
  }
  if (path === '/__sandbox/commerce/subscriptions' && method === 'POST') {
    const body = (await readJson(request)) as
      | { email_address?: unknown; catalog_product_id?: unknown; status?: unknown }
      | undefined
    const user = sandbox.stores.identity.findByEmail(String(body?.email_address ?? ''))
    if (!user) return problem(404, ERROR_CODES.notFound, 'No user with this email_address')
    const status = body?.status ?? 'Active'
    if (!Number.isInteger(body?.catalog_product_id) || (status !== 'Active' && status !== 'Past Due'))
      return problem(
        400,
        ERROR_CODES.badRequest,
        'catalog_product_id must be an integer and status "Active" or "Past Due"',
      )
    const added = sandbox.stores.commerce.addSubscription(user.id, body?.catalog_product_id as number, status)
    if (!added.ok) return problem(added.status, added.code, added.error)
    return Response.json(added.value, { status: 201, headers: noStore })
  }
  if (path === '/__sandbox/commerce/vouchers' && method === 'POST') {
    const body = (await readJson(request)) as { product_voucher_type_id?: unknown } | undefined
    const typeId = body?.product_voucher_type_id
    if (!Number.isInteger(typeId))
      return problem(400, ERROR_CODES.badRequest, 'product_voucher_type_id must be an integer')
    const code = sandbox.stores.commerce.vouchers.addCode(typeId as number)
    if (!code) return problem(404, ERROR_CODES.notFound, `No product voucher type ${String(typeId)}`)
    return Response.json(
      { voucher_id: code, product_voucher_type_id: typeId },
      { status: 201, headers: noStore },
    )
  }
  if (path === '/__sandbox/cloud-library/files' && method === 'POST') {
    const body = (await readJson(request)) as Record<string, unknown> | undefined
    const user = sandbox.stores.identity.findByEmail(String(body?.email_address ?? ''))
    if (!user) return problem(404, ERROR_CODES.notFound, 'No user with this email_address')
    const { file_name: fileName, mime_type: mimeType, text } = body ?? {}
    if (
      typeof fileName !== 'string' ||
      !fileName ||
      typeof mimeType !== 'string' ||
      typeof text !== 'string'
    ) {
      return problem(400, ERROR_CODES.badRequest, 'file_name, mime_type and text must be strings')
    }
    const id = sandbox.stores.cloudLibrary.addText(user.id, {
      file_name: fileName,
      mime_type: mimeType,
      text,
    })
    return Response.json({ id }, { status: 201, headers: noStore })
  }
  return undefined
}

/**
 * Applies the fault `request` meets, if any: waits its `delayMs` (less when the client gives up), then
 * answers its status with the service's error body, or calls `drop` to close the connection without
 * an answer (and answers an empty 503 nobody receives). Undefined when the service is to answer (no
 * fault, or a delay only).
 * @param drop closes the request's connection (the host server's socket)
 */
export async function faultResponse(
  request: Request,
  url: URL,
  { sandbox, faults, services, testControl }: Controlled,
  drop: () => void,
): Promise<Response | undefined> {
  const [, service = '', ...rest] = url.pathname.split('/')
  if (!testControl || !services.includes(service)) return undefined
  const fault: Fault | undefined = faults.take(
    request,
    service,
    `/${rest.join('/')}`,
    sandbox.stores.identity,
  )
  if (!fault) return undefined
  if (fault.delayMs) await wait(fault.delayMs, request.signal)
  if (fault.drop) {
    drop()
    return new Response(null, { status: 503, headers: noStore })
  }
  if (fault.status === undefined) return undefined
  return Response.json(faultBody({ ...fault, status: fault.status }), {
    status: fault.status,
    headers: noStore,
  })
}
