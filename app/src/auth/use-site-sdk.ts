import type { Sdk } from '@music/sdk/auth'
import { useRouteContext } from '@tanstack/react-router'
import { useMemo } from 'react'
import type { PublicConfig } from '../config/server-config.ts'
import { configureSiteSdk } from './site-sdk.ts'

/**
 * The site's sdk instance in a component: configured from the public configuration of the root route
 * (`configureSiteSdk`) in the browser; `null` during server rendering, and when the configuration
 * could not be loaded (the root error screen).
 */
export function useSiteSdk(): Sdk | null {
  const config = useRouteContext({
    from: '__root__',
    select: (context): PublicConfig | undefined => context.config,
  })
  return useMemo(() => (typeof window === 'undefined' || !config ? null : configureSiteSdk(config)), [config])
}
