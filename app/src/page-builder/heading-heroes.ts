import type { PageBlock, PageBlockOf, PageSection } from '@music/sdk/content'

/**
 * Block types that render the page's heading (docs/requirements.md §3 heroes and page headers; h1 by default, or
 * their `headingLevel` prop). One h1 per page: the page builder gives h1 to the first only.
 */
export const headingHeroTypes = ['heroBlock', 'h1HeroBlock2Col', 'basicPageHeader'] as const

/** One of {@link headingHeroTypes}. */
export type HeadingHeroType = (typeof headingHeroTypes)[number]

/** Whether `block` is a heading-capable hero (one of {@link headingHeroTypes}). */
export function isHeadingHero(block: PageBlock): block is PageBlockOf<HeadingHeroType> {
  return (headingHeroTypes as ReadonlyArray<string>).includes(block._type)
}

/**
 * The first heading-capable hero of a page builder in reading order (sections → sub-sections →
 * blocks), the one block that renders the page's h1; `undefined` when the page has none.
 */
export function firstHeadingHero(
  sections: ReadonlyArray<PageSection> | null | undefined,
): PageBlock | undefined {
  for (const section of sections ?? []) {
    for (const subSection of section.subSections ?? []) {
      const hero = subSection.blocks?.find(isHeadingHero)
      if (hero) return hero
    }
  }
  return undefined
}
