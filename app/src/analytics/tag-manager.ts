import { useEffect } from 'react'
import { usePublicConfig } from '../config/public-config.ts'
import { GTM_ID_PATTERN } from '../config/server-config.ts'

/**
 * The script URL for a tag manager id (docs/requirements.md §5): `GTM-…` → Google Tag Manager's `gtm.js`, `G-…` →
 * `gtag.js`. Throws for an id that does not match `^(GTM|G)-[A-Z0-9]+$` (configuration validation
 * rejects those at startup already).
 */
export function tagManagerScriptUrl(id: string): string {
  if (!GTM_ID_PATTERN.test(id)) throw new Error(`Invalid tag manager id ${JSON.stringify(id)}`)
  const file = id.startsWith('GTM-') ? 'gtm.js' : 'gtag/js'
  return `https://www.googletagmanager.com/${file}?id=${encodeURIComponent(id)}`
}

type DataLayerWindow = Window & { dataLayer?: unknown[] }

/** sessionStorage key of this tab's tracking-consent answer (`1` / `0`): asked once a visit, not per page. */
export const TRACKING_CONSENT_KEY = 'tracking_allowed'

/**
 * Whether this visitor may be tracked (`GET /allowtracking` through the site's server,
 * docs/decisions/022), asked once per tab session; false when it cannot be asked (no tag manager
 * without a yes; a failure is not remembered).
 * @param ask the question; default the server function, loaded on first use
 */
export async function trackingConsent(
  ask: () => Promise<boolean> = () => import('./tracking-consent.ts').then((m) => m.getTrackingConsent()),
): Promise<boolean> {
  const known = readConsent()
  if (known !== undefined) return known
  try {
    const allowed = (await ask()) === true
    try {
      sessionStorage.setItem(TRACKING_CONSENT_KEY, allowed ? '1' : '0')
    } catch {
      // storage unavailable: asked again on the next page
    }
    return allowed
  } catch {
    return false
  }
}

function readConsent(): boolean | undefined {
  try {
    const value = sessionStorage.getItem(TRACKING_CONSENT_KEY)
    return value === '1' ? true : value === '0' ? false : undefined
  } catch {
    return undefined
  }
}

/** Adds the tag manager's data layer entry and script for `gtmId` to the page. */
export function loadTagManager(gtmId: string): void {
  const dataLayerWindow = window as DataLayerWindow
  dataLayerWindow.dataLayer ??= []
  if (gtmId.startsWith('GTM-')) {
    dataLayerWindow.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  } else {
    const dataLayer = dataLayerWindow.dataLayer
    // gtag.js reads `arguments` objects from the data layer, not arrays (Google's snippet).
    function gtag(..._args: unknown[]) {
      // biome-ignore lint/complexity/noArguments: gtag.js requires the arguments object
      dataLayer.push(arguments)
    }
    gtag('js', new Date())
    gtag('config', gtmId)
  }
  const script = document.createElement('script')
  script.async = true
  script.src = tagManagerScriptUrl(gtmId)
  document.head.append(script)
}

/**
 * Loads the tag manager after hydration, only when `GTM_ID` is configured (docs/requirements.md §5: disabled and not
 * loaded by default) and the visitor may be tracked ({@link trackingConsent}). Nothing of it is in the
 * server HTML.
 */
export function useTagManager(): void {
  const { gtmId } = usePublicConfig()
  useEffect(() => {
    if (!gtmId) return
    let active = true
    void trackingConsent().then((allowed) => {
      if (allowed && active) loadTagManager(gtmId)
    })
    return () => {
      active = false
    }
  }, [gtmId])
}
