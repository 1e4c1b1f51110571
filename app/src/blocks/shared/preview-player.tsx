import { useCallback, useEffect, useRef, useState } from 'react'
import './preview-player.css'

/**
 * One-at-a-time playback for a set of previews: `playing` is the key of the preview that plays (or
 * `null`); `toggle(key)` starts it (stopping any other) or stops it; `stopped(key)` records that it
 * ended or was paused from elsewhere.
 */
export function useExclusivePlayback() {
  const [playing, setPlaying] = useState<string | null>(null)
  const toggle = useCallback((key: string) => setPlaying((current) => (current === key ? null : key)), [])
  const stopped = useCallback(
    (key: string) => setPlaying((current) => (current === key ? null : current)),
    [],
  )
  return { playing, toggle, stopped }
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
