/**
 * Tiny audio loops for the seed dataset (authoring tool): 16-bit mono PCM WAV rendered from simple
 * synthesis (sine chords, a kick and hat pattern, a filtered saw bass). Deterministic: noise comes from
 * a seeded generator, so every run writes the same bytes.
 */

/** Sample rate of the loops, in Hz. */
export const SAMPLE_RATE = 22_050

/** The loops the dataset uses, by name. */
export type LoopKind = 'keys' | 'drums' | 'bass' | 'vocal' | 'house'

function noise(seed: number): () => number {
  let x = seed >>> 0 || 1
  return () => {
    x ^= x << 13
    x ^= x >>> 17
    x ^= x << 5
    return ((x >>> 0) / 4294967296) * 2 - 1
  }
}

const midi = (note: number) => 440 * 2 ** ((note - 69) / 12)

function render(kind: LoopKind, seconds: number): Float32Array {
  const n = Math.round(SAMPLE_RATE * seconds)
  const out = new Float32Array(n)
  const rnd = noise(kind.length * 977)
  const bpm = kind === 'keys' ? 84 : kind === 'house' ? 124 : 96
  const beat = (60 / bpm) * SAMPLE_RATE
  for (let i = 0; i < n; i++) {
    const t = i / SAMPLE_RATE
    const inBeat = (i % beat) / SAMPLE_RATE
    const beatIndex = Math.floor(i / beat)
    let v = 0
    if (kind === 'keys' || kind === 'vocal') {
      const chords =
        kind === 'keys'
          ? [
              [57, 60, 64, 67],
              [53, 57, 60, 64],
            ]
          : [[64], [67], [69], [67]]
      const chord = chords[Math.floor(beatIndex / 2) % chords.length] ?? []
      const env = Math.exp(-inBeat * (kind === 'keys' ? 1.6 : 4)) * (kind === 'vocal' ? 0.9 : 1)
      for (const note of chord) {
        const f = midi(note) * (1 + 0.003 * Math.sin(2 * Math.PI * 0.8 * t))
        v += (Math.sin(2 * Math.PI * f * t) + 0.3 * Math.sin(4 * Math.PI * f * t)) * env * 0.18
      }
      if (kind === 'vocal') v *= 0.6 + 0.4 * Math.sin(2 * Math.PI * 5.5 * t)
      v += rnd() * 0.004
    } else if (kind === 'drums' || kind === 'house') {
      const kickF = 50 + 90 * Math.exp(-inBeat * 30)
      v += Math.sin(2 * Math.PI * kickF * inBeat) * Math.exp(-inBeat * 9) * 0.8
      const half = (i % (beat / 2)) / SAMPLE_RATE
      const hatOn = kind === 'house' ? half > 0 && i % beat >= beat / 2 : true
      if (hatOn) v += rnd() * Math.exp(-half * 60) * 0.18
      if (beatIndex % 2 === 1) v += rnd() * Math.exp(-inBeat * 18) * 0.35
    } else {
      const notes = [33, 33, 36, 31]
      const f = midi(notes[beatIndex % notes.length] ?? 33)
      const phase = (t * f) % 1
      const saw = 2 * phase - 1
      v +=
        (saw * 0.35 + Math.sin(2 * Math.PI * f * t) * 0.5) *
        Math.min(1, inBeat * 200) *
        Math.exp(-inBeat * 1.2)
    }
    const fade = Math.min(1, i / 200, (n - i) / 200)
    out[i] = Math.max(-1, Math.min(1, v * fade))
  }
  return out
}

/** A WAV file (RIFF, PCM 16-bit mono, {@link SAMPLE_RATE}) of `seconds` of the loop `kind`. */
export function wavLoop(kind: LoopKind, seconds: number): Buffer {
  const samples = render(kind, seconds)
  const data = Buffer.alloc(samples.length * 2)
  samples.forEach((s, i) => {
    data.writeInt16LE(Math.round(s * 32767), i * 2)
  })
  const header = Buffer.alloc(44)
  header.write('RIFF', 0)
  header.writeUInt32LE(36 + data.length, 4)
  header.write('WAVE', 8)
  header.write('fmt ', 12)
  header.writeUInt32LE(16, 16)
  header.writeUInt16LE(1, 20)
  header.writeUInt16LE(1, 22)
  header.writeUInt32LE(SAMPLE_RATE, 24)
  header.writeUInt32LE(SAMPLE_RATE * 2, 28)
  header.writeUInt16LE(2, 32)
  header.writeUInt16LE(16, 34)
  header.write('data', 36)
  header.writeUInt32LE(data.length, 40)
  return Buffer.concat([header, data])
}
