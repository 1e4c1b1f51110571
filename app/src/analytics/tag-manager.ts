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

/**
 * Loads the tag manager after hydration, only when `GTM_ID` is configured (docs/requirements.md §5: disabled and not
 * loaded by default). Nothing of it is in the server HTML.
 */
export function useTagManager(): void {
  const { gtmId } = usePublicConfig()
  useEffect(() => {
    if (!gtmId) return
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
  }, [gtmId])
}
