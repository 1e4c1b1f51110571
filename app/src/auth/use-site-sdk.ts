import type { Sdk } from '@music/sdk/auth'
import { useRouteContext } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import type { PublicConfig } from '../config/server-config.ts'

/**
 * The site's configured sdk (`configureSiteSdk`), loaded on demand: site-sdk.ts and the sdk's
 * transport stay out of the JavaScript every page loads first (bundle budget, issue "[2 of 4]").
 */
export async function loadSiteSdk(config: PublicConfig): Promise<Sdk> {
  const { configureSiteSdk } = await import('./site-sdk.ts')
  return configureSiteSdk(config)
}

/**
 * The site's sdk instance in a component: configured from the public configuration of the root route
 * once {@link loadSiteSdk} has loaded it in the browser; `null` during server rendering, until then,
 * and when the configuration could not be loaded (the root error screen).
 */
export function useSiteSdk(): Sdk | null {
  const config = useRouteContext({
    from: '__root__',
    select: (context): PublicConfig | undefined => context.config,
  })
  const [sdk, setSdk] = useState<Sdk | null>(null)
  useEffect(() => {
    if (!config) return
    let current = true
    void loadSiteSdk(config).then((loaded) => {
      if (current) setSdk(loaded)
    })
    return () => {
      current = false
    }
  }, [config])
  return sdk
}
