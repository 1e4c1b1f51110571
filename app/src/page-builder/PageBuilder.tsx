import type { PageBlock, PageSection, PageSubSection } from '@music/sdk/content'
import { type ComponentType, memo, Suspense, use } from 'react'
import './block-styles.ts'
import { AboveTheFoldContext } from '../blocks/shared/above-the-fold.ts'
import type { HeadingLevel } from '../blocks/shared/types.ts'
import { firstHeadingHero, isHeadingHero } from './heading-heroes.ts'
import { blockComponentFor, isKnownBlockType, loadBlockComponent } from './registry.ts'

/**
 * Renders a page's `pageBuilder`: sections → sub-sections → blocks (spec §3). `anchorId`s become
 * element ids so `/page#anchor` scrolls to them; `theme` becomes a class. Only the first section is
 * "above the fold" (AboveTheFoldContext): high-priority images further down load lazily. One h1 per
 * page: the first heading-capable hero (heading-heroes.ts) renders h1, later ones h2.
 */
export function PageBuilder({ sections }: { sections: ReadonlyArray<PageSection> | null | undefined }) {
  const pageHeading = firstHeadingHero(sections)
  return (
    <>
      {sections?.map((section, index) => (
        <AboveTheFoldContext.Provider key={section._key} value={index === 0}>
          <section
            id={section.anchorId ?? undefined}
            className={`pb-section pb-theme-${section.theme ?? 'light'}`}
          >
            {section.subSections?.map((subSection) => (
              <SubSection key={subSection._key} subSection={subSection} pageHeading={pageHeading} />
            ))}
          </section>
        </AboveTheFoldContext.Provider>
      ))}
    </>
  )
}

function SubSection({
  subSection,
  pageHeading,
}: {
  subSection: PageSubSection
  /** The block that renders the page's h1 (other heroes render h2). */
  pageHeading: PageBlock | undefined
}) {
  return (
    <div
      id={subSection.anchorId ?? undefined}
      className={`pb-subsection pb-theme-${subSection.theme ?? 'light'}`}
    >
      {subSection.blocks?.map((block) => (
        <Block
          key={block._key}
          block={block}
          headingLevel={isHeadingHero(block) ? (block === pageHeading ? 'h1' : 'h2') : undefined}
        />
      ))}
    </div>
  )
}

/**
 * Renders one block through the registry. An unknown `_type` (content newer than the code) renders
 * nothing and warns in development (STYLE.md "The block registry"). `headingLevel` goes to
 * heading-capable heroes only (heading-heroes.ts; they default to h1 without it).
 * Block components load on demand (registry.ts): content loaders preload the page's blocks, so the
 * server and client navigations render at once; while hydrating the first page, a block whose chunk is
 * still loading suspends in its own boundary, which keeps the server HTML until it hydrates. Memoised:
 * a parent re-render reaching a boundary that has not hydrated yet would make React drop its server
 * HTML and show the (empty) fallback, shifting the page.
 */
export const Block = memo(function Block({
  block,
  headingLevel,
}: {
  block: PageBlock
  headingLevel?: HeadingLevel
}) {
  return (
    <Suspense fallback={null}>
      <LoadedBlock block={block} headingLevel={headingLevel} />
    </Suspense>
  )
})

function LoadedBlock({ block, headingLevel }: { block: PageBlock; headingLevel?: HeadingLevel }) {
  const type = block._type
  if (!isKnownBlockType(type)) {
    if (import.meta.env.DEV) console.warn(`page builder: no component for block type "${type}"`)
    return null
  }
  const Component = (blockComponentFor(type) ?? use(loadBlockComponent(type))) as
    | ComponentType<{ block: PageBlock; headingLevel?: HeadingLevel }>
    | undefined
  if (!Component) return null
  return isHeadingHero(block) && headingLevel ? (
    <Component block={block} headingLevel={headingLevel} />
  ) : (
    <Component block={block} />
  )
}
