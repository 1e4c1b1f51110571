import { useGetMyProfile } from '@music/sdk/profile'

/**
 * A hook of your own over the sdk's: the name to greet the signed-in user by. Its inferred type names
 * the sdk's `ErrorType`, which `@music/sdk/profile` exports, so a package that emits declarations
 * (`declaration: true`) compiles.
 */
export function useGreetingName() {
  const profile = useGetMyProfile()
  return { ...profile, name: profile.data ? (profile.data.dj_name ?? profile.data.first_name) : undefined }
}
