/**
 * `@music/sdk/auth`: signing users in with the identity service (docs/requirements.md §4): the
 * two-call browser sign-in (`startSignIn`, `completeSignIn`), its parts (PKCE, the authorization and
 * logout URLs) and the return-target checks. Configuring the sdk, tokens and errors are in `@music/sdk`;
 * password login is the identity service's `login` (`@music/sdk/identity`), whose tokens the sdk keeps.
 */
export {
  type AuthorizeUrlOptions,
  buildAuthorizeUrl,
  buildLogoutUrl,
  CODE_CHALLENGE_METHOD,
  createCodeChallenge,
  createCodeVerifier,
  createPkceRequest,
  createState,
  type LogoutUrlOptions,
  type PkceRequest,
} from './pkce.ts'
export { safeReturnPath, safeReturnTarget } from './return-target.ts'
export {
  completeSignIn,
  SIGN_IN_STORAGE_KEYS,
  SignInError,
  type SignInFailure,
  type SignInStorage,
  type StartSignInOptions,
  startSignIn,
} from './sign-in.ts'
