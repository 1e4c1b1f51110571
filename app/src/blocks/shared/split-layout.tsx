import type { ReactNode } from 'react'
import './block.css'

/** Props of {@link SplitLayout}. */
export interface SplitLayoutProps {
  /** Which side the media sits on from tablets up (`mediaPosition`, default right). */
  mediaPosition: 'left' | 'right' | null | undefined
  media: ReactNode
  children: ReactNode
}

/**
 * Text beside media (two-column heroes, features, content sections): stacked text-first on small
 * screens; side by side from 48rem with the media left or right. Source order stays text first.
 */
export function SplitLayout({ mediaPosition, media, children }: SplitLayoutProps) {
  const side = mediaPosition === 'left' ? 'left' : 'right'
  return (
    <div className={`split-layout split-layout--media-${side}`}>
      <div className="split-layout__text">{children}</div>
      {media ? <div className="split-layout__media">{media}</div> : null}
    </div>
  )
}

/** `sizes` of the media half of a {@link SplitLayout}. */
export const SPLIT_MEDIA_SIZES = '(min-width: 48rem) 50vw, 100vw'
