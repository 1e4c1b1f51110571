import type { ImageUrlBuilder } from '@sanity/image-url'
import type { Ref } from 'react'
import { useImageUrlBuilder } from '../../images/image-url.ts'
import { type ImageLike, imageSources } from './image-sources.ts'
import type { VideoValue } from './types.ts'

/** The playable URL of a `videoAsset`: the uploaded file, else the hosted URL; `undefined` if neither. */
export function videoSource(
  video: VideoValue | null | undefined,
): { src: string; type?: string } | undefined {
  const src = video?.fileUrl ?? video?.url
  if (!src) return undefined
  return { src, type: video?.mimeType ?? undefined }
}

/** The URL of `image` as a `<video>` poster, `width` CSS pixels wide (default 1280), or `undefined`. */
export function posterUrl(
  builder: ImageUrlBuilder,
  image: ImageLike | null | undefined,
  width = 1280,
): string | undefined {
  return image ? imageSources(builder, image, { widths: [width] })?.src : undefined
}

/** Props of {@link Video}. */
export interface VideoProps {
  video: VideoValue | null | undefined
  /** Decorative background video: muted, looped, no controls, hidden from assistive technology. */
  background?: boolean
  autoPlay?: boolean
  className?: string
  ref?: Ref<HTMLVideoElement>
}

/**
 * A `<video>` for a `videoAsset`: `playsInline`, its poster (then `preload="none"`), controls unless
 * `background`. Renders nothing when the asset has no playable URL. Labelled by the video's title.
 */
export function Video({ video, background = false, autoPlay = false, className, ref }: VideoProps) {
  const poster = posterUrl(useImageUrlBuilder(), video?.poster)
  const source = videoSource(video)
  if (!video || !source) return null
  return (
    <video
      ref={ref}
      className={className}
      poster={poster}
      playsInline
      // With a poster there is nothing to show before play: load nothing until then.
      preload={autoPlay ? 'auto' : poster ? 'none' : 'metadata'}
      autoPlay={autoPlay}
      muted={background}
      loop={background}
      controls={!background}
      aria-hidden={background || undefined}
      aria-label={background ? undefined : video.title}
    >
      <source src={source.src} type={source.type} />
    </video>
  )
}
