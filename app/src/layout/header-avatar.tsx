import { type QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { profileQueries } from '../routes/_account/-components/profile-queries.ts'

/**
 * The signed-in customer's avatar in the header (`avatar.thumb` of the profile service's `GET /me`,
 * decision 017). Loaded on demand by the header (`React.lazy`), only once signed in, so none of it is
 * in the marketing pages' first JavaScript (docs/decisions/022). It reads the profile through the
 * signed-in area's QueryClient — the same query the profile screen changes — so a new or removed
 * picture shows here at once. Decorative (`alt=""`): the link's text names it.
 */
export default function HeaderAvatar() {
  const router = useRouter()
  const [queryClient, setQueryClient] = useState<QueryClient>()
  useEffect(() => {
    let live = true
    const { accountQueryClient, auth } = router.options.context
    // The profile query calls the sdk, which the session configures.
    Promise.all([accountQueryClient(), auth.session()]).then(
      ([client]) => live && setQueryClient(client),
      () => undefined, // no avatar then: the link still says "My account"
    )
    return () => {
      live = false
    }
  }, [router])
  if (!queryClient) return null
  return (
    <QueryClientProvider client={queryClient}>
      <AvatarImage />
    </QueryClientProvider>
  )
}

function AvatarImage() {
  const { data } = useQuery(profileQueries.profile())
  const src = data?.avatar?.thumb
  return src ? <img className="auth-controls__avatar" src={src} alt="" width={28} height={28} /> : null
}
