import { createContext, useContext } from 'react'

/**
 * Whether the blocks below sit in the page's first section (the part of the page seen on load). The
 * page builder sets it to `false` for every later section, so a block that asks for a high-priority
 * image (a hero, a page header) only gets one at the top of the page: further down the image loads
 * lazily and does not compete with the page's LCP image (Lighthouse "Largest Contentful Paint").
 */
export const AboveTheFoldContext = createContext(true)

/** `priority` of an image, kept only above the fold ({@link AboveTheFoldContext}). */
export function useImagePriority(priority: boolean | undefined): boolean {
  return useContext(AboveTheFoldContext) && Boolean(priority)
}
