/**
 * What the transport knows of an operation beyond its URL: its credentials and its effect on the stored
 * tokens. A leaf module (types only), so that the innermost step (`send.ts`) and the request shapes
 * (`request.ts`, which names the `Sdk`) can both use them without an import cycle.
 */

/**
 * What the transport needs to know of an operation beyond its URL, when it differs from the default
 * (a bearer token; no effect on the stored tokens). Generated from the OpenAPI documents: the first
 * security requirement and the `x-tokens` extension of each operation.
 */
export interface OperationOptions {
  /**
   * The credentials to send (docs/requirements.md §6): `bearer` (default) the user's access token, with
   * refresh and retry; `basic` the application's id and secret; `none` nothing.
   */
  auth?: AuthMode
  /**
   * What a 2xx reply does to the stored tokens: `grant` stores the reply's tokens (login, the code
   * exchange, a refresh); `revoke` forgets them when the request revoked the stored refresh token
   * (logout). So the common paths need no `setTokens`.
   */
  tokens?: 'grant' | 'revoke'
  /**
   * The operation's path as its OpenAPI document writes it (`/api/v1/users/{userId}/orders`): the name
   * of the call's span (docs/decisions/041), which must not carry the ids the real path holds.
   */
  urlTemplate?: string
}

/** The credentials of a call; see {@link OperationOptions}. */
export type AuthMode = 'bearer' | 'basic' | 'none'

/**
 * Operations of one service whose {@link OperationOptions} differ from the default, by
 * `METHOD /path` with the document's path parameters (`GET /api/v1/referralcampaigns/{campaignId}`).
 */
export type OperationTable = Readonly<Record<string, OperationOptions>>
