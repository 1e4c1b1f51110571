import { BlockHeader, itemHeadingLevel } from '../shared/block-header.tsx'
import { Carousel } from '../shared/carousel.tsx'
import { RichText } from '../shared/rich-text.tsx'
import { SanityImage } from '../shared/sanity-image.tsx'
import { Cta } from '../shared/site-link.tsx'
import { SPLIT_MEDIA_SIZES, SplitLayout } from '../shared/split-layout.tsx'
import type { BlockProps } from '../shared/types.ts'

/**
 * `slideshowBlock` (docs/requirements.md §3: slides with `sanityImage`): slides of image beside heading, body and a
 * call to action, in a keyboard-operable {@link Carousel}; `autoplay` rotates every
 * `intervalSeconds` (default 6; pausable, never under reduced motion).
 */
export function SlideshowBlock({ block }: BlockProps<'slideshowBlock'>) {
  const SlideHeading = itemHeadingLevel(block.heading)
  return (
    <div className="slideshow-block">
      <BlockHeader heading={block.heading} />
      <Carousel
        label={block.heading || 'Slideshow'}
        items={block.slides ?? []}
        itemKey={(slide) => slide._key}
        autoplay={block.autoplay === true}
        intervalMs={(block.intervalSeconds ?? 6) * 1000}
        renderItem={(slide) => (
          <SplitLayout
            mediaPosition="left"
            media={<SanityImage image={slide.sanityImage} aspectRatio={4 / 3} sizes={SPLIT_MEDIA_SIZES} />}
          >
            {slide.heading ? <SlideHeading>{slide.heading}</SlideHeading> : null}
            <RichText value={slide.body} />
            <Cta cta={slide.cta} />
          </SplitLayout>
        )}
      />
    </div>
  )
}
