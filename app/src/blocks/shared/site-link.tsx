import { Link, useSearch } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { usePublicConfig } from '../../config/public-config.ts'
import { previewHref } from '../../preview/preview-search.ts'
import type { CtasValue, CtaValue } from './types.ts'
import './site-link.css'

/** A `link` object as projected (`null` fields) or as a rich-text annotation (absent fields). */
export interface LinkLike {
  linkType: 'internal' | 'external'
  internalPath?: string | null
  externalUrl?: string | null
  openInNewTab?: boolean | null
}

/** Props of {@link SiteLink}. */
export interface SiteLinkProps {
  link: LinkLike | null | undefined
  children: ReactNode
  className?: string
}

/**
 * A content `link`: internal site paths go through the router's `<Link>` (client navigation; the root
 * search middleware keeps `?preview=true`, docs/requirements.md §2), with their `?query` and `#hash`; external URLs are
 * plain anchors with `rel="noopener"` (in preview, one on the site's own origin gets `preview=true`
 * too: `previewHref`). `openInNewTab` adds `target="_blank"` and says so to screen
 * readers. A link without a usable target renders its children as plain text.
 */
export function SiteLink({ link, children, className }: SiteLinkProps) {
  const preview = useSearch({ strict: false, select: (search) => search.preview === true })
  const { siteOrigin } = usePublicConfig()
  const newTab = link?.openInNewTab === true
  const newTabNote = newTab ? <span className="visually-hidden"> (opens in a new tab)</span> : null
  const target = newTab ? '_blank' : undefined
  if (link?.linkType === 'external' && link.externalUrl) {
    return (
      <a
        href={previewHref(link.externalUrl, preview, siteOrigin)}
        className={className}
        target={target}
        rel="noopener"
      >
        {children}
        {newTabNote}
      </a>
    )
  }
  const internal = link?.linkType === 'internal' ? parseInternalPath(link.internalPath) : undefined
  if (!internal) return <span className={className}>{children}</span>
  return (
    <Link
      to={internal.pathname}
      search={(previous) => ({ ...previous, ...internal.search })}
      hash={internal.hash}
      className={className}
      target={target}
    >
      {children}
      {newTabNote}
    </Link>
  )
}

/** Splits a site path (`/a/b?x=1#c`, single leading slash) into path, search object and hash. */
export function parseInternalPath(
  path: string | null | undefined,
): { pathname: string; search: Record<string, string>; hash: string | undefined } | undefined {
  if (!path || !/^\/(?!\/)/.test(path)) return undefined
  const url = new URL(path, 'https://site.invalid')
  return {
    pathname: url.pathname,
    search: Object.fromEntries(url.searchParams),
    hash: url.hash ? url.hash.slice(1) : undefined,
  }
}

/** A call to action: a link styled as the site's `.button` (`variant` primary | secondary | text). */
export function Cta({ cta }: { cta: CtaValue | null | undefined }) {
  if (!cta?.label) return null
  return (
    <SiteLink link={cta.link} className={`button cta--${cta.variant ?? 'primary'}`}>
      {cta.label}
    </SiteLink>
  )
}

/** A row of calls to action; nothing when there are none. */
export function Ctas({ ctas }: { ctas: CtasValue | null | undefined }) {
  if (!ctas?.length) return null
  return (
    <div className="cta-row">
      {ctas.map((cta) => (
        <Cta key={cta._key} cta={cta} />
      ))}
    </div>
  )
}
