/**
 * Raised by a server function's validator for input that no page of the site sends (anyone can call
 * a server function; docs/decisions/031). Start answers the call with the error for the caller's
 * promise to reject with (200, its protocol for a refused call) and logs nothing; where Start handles
 * an error outside the function, its `status` makes the reply 400 instead of 500, also unlogged.
 */
export class BadInputError extends Error {
  /** The HTTP status Start answers with for an error it handles outside the function. */
  readonly status = 400

  constructor(message: string) {
    super(message)
    this.name = 'BadInputError'
  }
}
