import { useEffect, useRef, useState } from 'react'
import { BREAKPOINTS, useMediaQuery, usePrefersReducedMotion } from '../shared/media-query.ts'
import type { BlockProps, VideoValue } from '../shared/types.ts'
import { Video } from '../shared/video.tsx'

/**
 * The hero's video for the current breakpoint (docs/requirements.md §3: mobile, tablet, tabletRotated, laptop,
 * desktop), or `null` where that breakpoint has none. Always `null` on the server: the image is the
 * server-rendered hero; the video is added after hydration.
 */
export function useBreakpointVideo(block: BlockProps<'heroBlock'>['block']): VideoValue | null {
  const matches = {
    mobile: useMediaQuery(BREAKPOINTS.mobile),
    tablet: useMediaQuery(BREAKPOINTS.tablet),
    tabletRotated: useMediaQuery(BREAKPOINTS.tabletRotated),
    laptop: useMediaQuery(BREAKPOINTS.laptop),
    desktop: useMediaQuery(BREAKPOINTS.desktop),
  }
  if (matches.mobile) return block.mobileVideo
  if (matches.tablet) return block.tabletVideo
  if (matches.tabletRotated) return block.tabletRotatedVideo
  if (matches.laptop) return block.laptopVideo
  if (matches.desktop) return block.desktopVideo
  return null
}

/**
 * A decorative background video: muted, looped, `playsInline`, with its poster. It plays on its own
 * unless the user prefers reduced motion, and a labelled button pauses and resumes it (WCAG 2.2.2).
 */
export function HeroVideo({ video }: { video: VideoValue }) {
  const reducedMotion = usePrefersReducedMotion()
  const [playing, setPlaying] = useState(!reducedMotion)
  const ref = useRef<HTMLVideoElement>(null)
  useEffect(() => {
    setPlaying(!reducedMotion)
  }, [reducedMotion])
  useEffect(() => {
    const element = ref.current
    if (!element) return
    if (playing) element.play()?.catch(() => setPlaying(false))
    else element.pause()
  }, [playing])
  return (
    <>
      <Video ref={ref} video={video} background className="hero-block__video" />
      <button type="button" className="hero-block__video-toggle" onClick={() => setPlaying(!playing)}>
        {playing ? 'Pause background video' : 'Play background video'}
      </button>
    </>
  )
}
