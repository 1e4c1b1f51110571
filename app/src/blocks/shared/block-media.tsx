import { SanityImage } from './sanity-image.tsx'
import type { ImageValue, VideoValue } from './types.ts'
import { Video, videoSource } from './video.tsx'

/** Props of {@link BlockMedia}. */
export interface BlockMediaProps {
  image: ImageValue | null | undefined
  /** Shown instead of the image when it has a playable URL. */
  video?: VideoValue | null
  sizes?: string
  priority?: boolean
  className?: string
}

/** The media of a column or two-column block: its video (with controls) when set, else its image. */
export function BlockMedia({ image, video, sizes, priority, className }: BlockMediaProps) {
  if (videoSource(video)) return <Video video={video} className={className} />
  return <SanityImage image={image} sizes={sizes} priority={priority} className={className} />
}
