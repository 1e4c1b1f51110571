import { useRouter } from '@tanstack/react-router'
import { type ReactNode, useState } from 'react'
import type { DownloadTarget } from './download-intent.ts'
import './download-button.css'

type State = 'idle' | 'pending' | 'started' | 'failed'

const STATUS: Record<State, string> = {
  idle: '',
  pending: 'Preparing your download…',
  started: 'Your download has started.',
  failed: 'The download could not start. Please try again.',
}

/**
 * A button that starts a software download (docs/requirements.md §3 `internalDownloadLink`, the download
 * cards; docs/decisions/015): the installer of `target` from the download service, the same call the
 * account's downloads screen makes. Signed out, the visitor signs in first and the download starts
 * when they come back. The download code loads on the first press, so the page's first JavaScript
 * holds only this button; what happened is announced next to it (role="status").
 * @param variant `button` (a download card's main action) or `link` (a mark inside rich text)
 */
export function DownloadButton({
  target,
  variant = 'button',
  children,
}: {
  /** The installer; without `os`, the visitor's (read when pressed). */
  target: Omit<DownloadTarget, 'os'> & { os?: DownloadTarget['os'] | null }
  variant?: 'button' | 'link'
  children: ReactNode
}) {
  const auth = useRouter().options.context.auth
  const [state, setState] = useState<State>('idle')
  const start = async () => {
    setState('pending')
    try {
      const { startDownload } = await import('./start-download.ts')
      const outcome = await startDownload(auth, { ...target, os: target.os ?? visitorOs() })
      setState(outcome === 'started' ? 'started' : 'pending')
    } catch {
      setState('failed')
    }
  }
  return (
    <>
      <button
        type="button"
        className={variant === 'link' ? 'link-button' : 'button'}
        disabled={state === 'pending'}
        aria-busy={state === 'pending' || undefined}
        onClick={() => void start()}
      >
        {children}
      </button>
      <span role="status" className={`download-status download-status--${state}`}>
        {STATUS[state]}
      </span>
    </>
  )
}

/** The content model's operating systems (`mac`, `windows`) as people name them. */
const PLATFORM_NAMES: Record<string, string> = { mac: 'macOS', windows: 'Windows' }

/** "macOS" for `mac`, "Windows" for `windows`; undefined for anything else (or none). */
export function platformName(os: string | null | undefined): string | undefined {
  return os ? PLATFORM_NAMES[os] : undefined
}

/** The visitor's OS as the content model names it, for a download link that names none. */
function visitorOs(): DownloadTarget['os'] {
  return /Mac/i.test(navigator.userAgent) ? 'mac' : 'windows'
}

/**
 * True when the product has installers of its own to download: every product but Producer Suite, a
 * bundle of the others (`installerHostApps` of `@music/sdk/downloads`, which download-button.test.tsx
 * holds this to; not imported, so the table stays out of every page's first JavaScript).
 */
export function hasInstallers(product: string): boolean {
  return product !== 'producer-suite'
}
