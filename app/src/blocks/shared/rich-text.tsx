import type { InternalDownloadLink, Link as LinkAnnotation } from '@music/sdk/content'
import { PortableText, type PortableTextComponents } from '@portabletext/react'
import type { ReactNode } from 'react'
import { DownloadButton, hasInstallers, platformName } from '../../downloads/download-button.tsx'
import { SiteLink } from './site-link.tsx'
import type { RichTextValue } from './types.ts'
import './rich-text.css'

/** Site path of a product's pages: dj-pro and dj-lite live under /dj/… (docs/requirements.md §1), producer suite under /music-production. */
const productBasePaths: Record<InternalDownloadLink['product'], string> = {
  studio: '/studio',
  sample: '/sample',
  'hex-fx': '/hex-fx',
  'dj-pro': '/dj/pro',
  'dj-lite': '/dj/lite',
  pnt: '/pnt',
  'producer-suite': '/music-production/producer-suite',
}

/**
 * The downloads page an `internalDownloadLink` leads to (docs/requirements.md §2 downloads routes): the product's
 * `/downloads/{version}` page when a version is set, else its latest release at `/downloads`.
 */
export function downloadPagePath(link: Pick<InternalDownloadLink, 'product' | 'version'>): string {
  const base = `${productBasePaths[link.product]}/downloads`
  return link.version ? `${base}/${encodeURIComponent(link.version)}` : base
}

/**
 * A download mark's words and, for screen readers, its platform when the words do not say it: an
 * author writes "Download with the core pack" in the macOS and the Windows card alike, and two buttons
 * of one name cannot be told apart (decision 037). One inline box, so no edge space is lost.
 */
function DownloadLinkName({ text, os, children }: { text: string; os: string | null; children: ReactNode }) {
  const platform = platformName(os)
  return (
    <span>
      {children}
      {platform && !text.includes(platform) ? <span className="visually-hidden"> for {platform}</span> : null}
    </span>
  )
}

const components: PortableTextComponents = {
  marks: {
    link: ({ value, children }: { value?: LinkAnnotation; children: ReactNode }) => (
      <SiteLink link={value}>{children}</SiteLink>
    ),
    internalDownloadLink: ({
      value,
      text,
      children,
    }: {
      value?: InternalDownloadLink
      text: string
      children: ReactNode
    }) =>
      !value?.product ? (
        children
      ) : hasInstallers(value.product) ? (
        <DownloadButton
          variant="link"
          target={{
            product: value.product,
            os: value.os,
            version: value.version ?? undefined,
            includeCorePack: value.includeCorePack ?? undefined,
          }}
        >
          <DownloadLinkName text={text} os={value.os}>
            {children}
          </DownloadLinkName>
        </DownloadButton>
      ) : (
        <SiteLink link={{ linkType: 'internal', internalPath: downloadPagePath(value) }}>{children}</SiteLink>
      ),
  },
  block: {
    small: ({ children }) => (
      <p className="rich-text__small">
        <small>{children}</small>
      </p>
    ),
  },
}

/**
 * Portable text (`richText`) through `@portabletext/react`: paragraphs, h2–h4, quotes, small print,
 * lists, decorators, the `link` annotation as a site link and the `internalDownloadLink` annotation as a
 * button that downloads the installer it names (`DownloadButton`; a link to the product's downloads
 * page for a product without installers of its own). Never raw HTML. Renders nothing for empty or missing text.
 */
export function RichText({
  value,
  className,
}: {
  value: RichTextValue | null | undefined
  className?: string
}) {
  if (!value?.length) return null
  return (
    <div className={className ? `rich-text ${className}` : 'rich-text'}>
      <PortableText value={value} components={components} />
    </div>
  )
}
