import { useEffect, useRef, useState } from 'react'
import './preview-player.css'

/** The playback props of one {@link PreviewPlayer}. */
export type PlaybackControls = Pick<PreviewPlayerProps, 'playing' | 'onToggle' | 'onStopped'>

/**
 * One-at-a-time playback for a set of previews: `controls(key)` gives the {@link PreviewPlayer} of
 * preview `key` its props — playing or not, a toggle that starts it (stopping any other) or stops it,
 * and `onStopped` for when it ended or was paused from elsewhere.
 */
export function useExclusivePlayback(): { controls: (key: string) => PlaybackControls } {
  const [playing, setPlaying] = useState<string | null>(null)
  return {
    controls: (key) => ({
      playing: playing === key,
      onToggle: () => setPlaying((current) => (current === key ? null : key)),
      onStopped: () => setPlaying((current) => (current === key ? null : current)),
    }),
  }
}

/** Props of {@link PreviewPlayer}. */
export interface PreviewPlayerProps {
  kind: 'audio' | 'video'
  src: string
  type?: string | null
  /** What is played, for the button's accessible name ("Play preview: {title}"). */
  title: string
  playing: boolean
  onToggle: () => void
  onStopped: () => void
  /** Poster of a video preview. */
  poster?: string
}

/**
 * A preview with a play/pause toggle button (`aria-pressed` while playing; name "Play preview: …").
 * Audio plays from a hidden `<audio>`; a video preview shows its `<video>` (poster, `playsInline`).
 * Playback follows `playing`, so a parent can keep one preview playing at a time.
 */
export function PreviewPlayer({
  kind,
  src,
  type,
  title,
  playing,
  onToggle,
  onStopped,
  poster,
}: PreviewPlayerProps) {
  const media = useRef<HTMLMediaElement | null>(null)
  // The latest callback, so playback follows `playing` only (callers pass inline functions).
  const stopped = useRef(onStopped)
  stopped.current = onStopped
  useEffect(() => {
    const element = media.current
    if (!element) return
    if (playing) element.play()?.catch(() => stopped.current())
    else if (!element.paused) element.pause()
  }, [playing])
  const events = {
    onEnded: onStopped,
    onPause: () => {
      if (playing) onStopped()
    },
  }
  return (
    <div className={`preview-player preview-player--${kind}`}>
      {kind === 'video' ? (
        <video
          ref={(el) => {
            media.current = el
          }}
          poster={poster}
          playsInline
          preload="none"
          {...events}
        >
          <source src={src} type={type ?? undefined} />
        </video>
      ) : (
        <audio
          ref={(el) => {
            media.current = el
          }}
          preload="none"
          {...events}
        >
          <source src={src} type={type ?? undefined} />
        </audio>
      )}
      <button type="button" className="preview-player__button" aria-pressed={playing} onClick={onToggle}>
        <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
        <span className="visually-hidden">{`Play preview: ${title}`}</span>
      </button>
    </div>
  )
}
