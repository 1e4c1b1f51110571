import { completeSignIn, startSignIn } from '@music/sdk/auth'

/** Sends the browser to the identity service's sign-in page (OAuth 2 with PKCE). */
export async function signIn(navigate = (url: string) => location.assign(url)): Promise<void> {
  navigate(await startSignIn({ redirectUri: `${location.origin}/signed-in` }))
}

/** On `/signed-in`: checks the return, exchanges the code (the sdk keeps the tokens), cleans the address. */
export async function finishSignIn(): Promise<string> {
  const user = await completeSignIn(location.href)
  history.replaceState(null, '', '/')
  return user.first_name ?? user.email_address
}
