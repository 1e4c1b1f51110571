/**
 * Raised by a server function's validator for input that no page of the site sends (anyone can call
 * a server function). It carries HTTP status 400, so TanStack Start answers 400, not 500, and, as the
 * error names an HTTP status, logs no stack trace for it (docs/decisions/031).
 */
export class BadInputError extends Error {
  /** The HTTP status Start answers with. */
  readonly status = 400

  constructor(message: string) {
    super(message)
    this.name = 'BadInputError'
  }
}
