/**
 * The link of the email-change e-mail (decision 017): `<site>/verify-email?token=…&user_id=…&email_address=…`.
 * The route only types its search parameters (its `validateSearch` is not code-split); the screen's
 * chunk reads them here.
 */
import { emailAddressProblem } from '@music/sdk/identity'

/** The search parameters as the address holds them. */
export interface VerificationLinkSearch {
  token?: unknown
  user_id?: unknown
  email_address?: unknown
}

/** A complete verification link: the e-mail's token, the user and the new address. */
export interface VerificationLink {
  token: string
  userId: number
  emailAddress: string
}

/** The link's values when all three are there and well formed, else undefined (an incomplete or edited link). */
export function readVerificationLink(search: VerificationLinkSearch): VerificationLink | undefined {
  const { token, user_id: userId, email_address: emailAddress } = search
  const id = typeof userId === 'number' ? userId : typeof userId === 'string' ? Number(userId) : Number.NaN
  if (typeof token !== 'string' || !/^[A-Za-z0-9._~-]{8,512}$/.test(token)) return undefined
  if (!Number.isSafeInteger(id) || id <= 0) return undefined
  if (typeof emailAddress !== 'string' || emailAddressProblem(emailAddress)) return undefined
  return { token, userId: id, emailAddress: emailAddress.trim() }
}
