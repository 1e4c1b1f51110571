import type { PageQueryResult } from '@music/sdk/content'
import { RichText } from '../blocks/shared/rich-text.tsx'
import { SanityImage } from '../blocks/shared/sanity-image.tsx'
import { DownloadButton, hasInstallers, platformName } from '../downloads/download-button.tsx'
import './download-release.css'

/** A `downloads` page document as the page query projects it (docs/requirements.md §3 "Downloads"). */
export type DownloadsDocument = NonNullable<PageQueryResult<'downloads'>>

/**
 * The release a `downloads` page offers, below its page builder (docs/requirements.md §3 "Downloads"): one card per
 * operating system (image, file size, its download button, the download links of
 * `richTextFooterWithCorepack` and the `richTextFooter` small print), the release notes and the system
 * requirements per OS. The button downloads the card's `downloadUrl` when it has one, else the
 * release's installer from the download service (`DownloadButton`, docs/decisions/015). Parts the
 * document lacks are left out; renders nothing when it has none of them.
 */
export function DownloadRelease({ page }: { page: DownloadsDocument }) {
  const cards = page.softwareDownloadCard ?? []
  const notes = page.productRelease?.releaseNotes
  const requirements = page.productRelease?.systemRequirements
  if (cards.length === 0 && !notes?.length && !requirements) return null
  const version = versionOf(page.semanticVersion)
  return (
    <section className="pb-section download-release" aria-labelledby="download-release-heading">
      <div className="pb-subsection">
        <h2 id="download-release-heading" className="visually-hidden">
          {`Download ${page.title ?? ''}`.trim()}
        </h2>
        {cards.length > 0 ? (
          <ul className="download-release__cards">
            {cards.map((card) => (
              <li key={card._key} className="download-release__card">
                <SanityImage image={card.image} sizes="4rem" widths={[64, 128]} alt="" />
                <div>
                  <h3>{platformName(card.os) ?? card.os}</h3>
                  {card.fileSize ? <p className="download-release__size">{card.fileSize}</p> : null}
                  <CardDownload page={page} os={card.os} version={version} downloadUrl={card.downloadUrl} />
                  <RichText value={card.richTextFooterWithCorepack} />
                  <RichText value={card.richTextFooter} className="download-release__footer" />
                </div>
              </li>
            ))}
          </ul>
        ) : null}
        {notes?.length ? (
          <div className="download-release__notes">
            <h2>Release notes</h2>
            <RichText value={notes} />
          </div>
        ) : null}
        {requirements ? (
          <div className="download-release__requirements">
            <h2>System requirements</h2>
            <div className="download-release__columns">
              <div>
                <h3>macOS</h3>
                <RichText value={requirements.macSysRequirements} />
              </div>
              <div>
                <h3>Windows</h3>
                <RichText value={requirements.windowsSysRequirements} />
              </div>
            </div>
          </div>
        ) : null}
      </div>
    </section>
  )
}

/** `major.minor.patch` of a release's `semanticVersion`, or undefined when it has none. */
function versionOf(version: DownloadsDocument['semanticVersion']): string | undefined {
  if (!version) return undefined
  const { majorVersion, minorVersion, patchVersion } = version
  return [majorVersion, minorVersion, patchVersion].every(Number.isInteger)
    ? `${majorVersion}.${minorVersion}.${patchVersion}`
    : undefined
}

/** A download card's main action: its direct `downloadUrl`, else the installer of the page's product. */
function CardDownload({
  page,
  os,
  version,
  downloadUrl,
}: {
  page: DownloadsDocument
  os: string | null
  version: string | undefined
  downloadUrl: string | null
}) {
  // One inline box: a button is a flex container, whose text runs around the hidden part would each
  // lose their edge spaces ("Downloadfor macOS"); inside one span they read "Download for macOS".
  const label = (
    <span>
      Download <span className="visually-hidden">{page.title} </span>for {platformName(os) ?? 'your computer'}
    </span>
  )
  if (downloadUrl) {
    return (
      <p>
        <a className="button" href={downloadUrl}>
          {label}
        </a>
      </p>
    )
  }
  if (!page.product || !hasInstallers(page.product) || (os !== 'mac' && os !== 'windows')) return null
  return (
    <p>
      <DownloadButton target={{ product: page.product, os, version }}>{label}</DownloadButton>
    </p>
  )
}
