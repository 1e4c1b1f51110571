import type { PageBlock, PageSection, PageSubSection } from '@music/sdk/content'
import { AboveTheFoldContext } from '../blocks/shared/above-the-fold.ts'
import { blockComponentFor } from './registry.ts'

/**
 * Renders a page's `pageBuilder`: sections → sub-sections → blocks (spec §3). `anchorId`s become
 * element ids so `/page#anchor` scrolls to them; `theme` becomes a class. Only the first section is
 * "above the fold" (AboveTheFoldContext): high-priority images further down load lazily.
 */
export function PageBuilder({ sections }: { sections: ReadonlyArray<PageSection> | null | undefined }) {
  return (
    <>
      {sections?.map((section, index) => (
        <AboveTheFoldContext.Provider key={section._key} value={index === 0}>
          <section
            id={section.anchorId ?? undefined}
            className={`pb-section pb-theme-${section.theme ?? 'light'}`}
          >
            {section.subSections?.map((subSection) => (
              <SubSection key={subSection._key} subSection={subSection} />
            ))}
          </section>
        </AboveTheFoldContext.Provider>
      ))}
    </>
  )
}

function SubSection({ subSection }: { subSection: PageSubSection }) {
  return (
    <div
      id={subSection.anchorId ?? undefined}
      className={`pb-subsection pb-theme-${subSection.theme ?? 'light'}`}
    >
      {subSection.blocks?.map((block) => (
        <Block key={block._key} block={block} />
      ))}
    </div>
  )
}

/**
 * Renders one block through the registry. An unknown `_type` (content newer than the code) renders
 * nothing and warns in development (STYLE.md "The block registry").
 */
export function Block({ block }: { block: PageBlock }) {
  const Component = blockComponentFor(block._type)
  if (!Component) {
    if (import.meta.env.DEV) console.warn(`page builder: no component for block type "${block._type}"`)
    return null
  }
  return <Component block={block} />
}
