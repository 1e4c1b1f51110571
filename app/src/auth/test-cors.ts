import { HttpResponse, http, type JsonBodyType } from 'msw'

/**
 * Test helper: CORS for msw handlers of cross-origin services. happy-dom's `fetch`, like a browser,
 * sends a preflight for JSON and `Authorization` requests and checks the reply's CORS headers.
 */
export const CORS_HEADERS = {
  'Access-Control-Allow-Origin': 'http://localhost:3000',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, Authorization, Accept',
  'Access-Control-Allow-Credentials': 'true',
}

/** Answers every preflight under `origin` (e.g. `http://services.test`). */
export function corsPreflight(origin: string) {
  return http.options(`${origin}/*`, () => new HttpResponse(null, { status: 204, headers: CORS_HEADERS }))
}

/** A JSON reply with the CORS headers. */
export function corsJson(body: JsonBodyType, status = 200) {
  return HttpResponse.json(body, { status, headers: CORS_HEADERS })
}
