import type { PageBlock, PageSection, PageSubSection } from '@music/sdk/content'
import type { ComponentType } from 'react'
import { AboveTheFoldContext } from '../blocks/shared/above-the-fold.ts'
import type { HeadingLevel } from '../blocks/shared/types.ts'
import { firstHeadingHero, isHeadingHero } from './heading-heroes.ts'
import { blockComponentFor } from './registry.ts'

/**
 * Renders a page's `pageBuilder`: sections → sub-sections → blocks (docs/requirements.md §3). `anchorId`s become
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
 * nothing and warns in development (docs/conventions.md "The block registry"). `headingLevel` goes to
 * heading-capable heroes only (heading-heroes.ts; they default to h1 without it).
 */
export function Block({ block, headingLevel }: { block: PageBlock; headingLevel?: HeadingLevel }) {
  const Component = blockComponentFor(block._type) as
    | ComponentType<{ block: PageBlock; headingLevel?: HeadingLevel }>
    | undefined
  if (!Component) {
    if (import.meta.env.DEV) console.warn(`page builder: no component for block type "${block._type}"`)
    return null
  }
  return isHeadingHero(block) && headingLevel ? (
    <Component block={block} headingLevel={headingLevel} />
  ) : (
    <Component block={block} />
  )
}
