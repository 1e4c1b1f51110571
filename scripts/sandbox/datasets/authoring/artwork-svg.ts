/**
 * SVG templates of the seed artwork (authoring tool, not codegen): gradients with DJ and production
 * motifs (turntable, waveform, knobs, pads, portrait silhouette) and, for lettered artwork only (social
 * cards, icons, pack covers; see `artwork-list.ts`), a title. Pure functions of their inputs, so
 * `make-artwork.ts` renders the same pixels every run.
 */

/** Colours of one artwork: two background stops, an accent and the text colour. */
export interface Palette {
  from: string
  to: string
  accent: string
  text: string
}

/** Named palettes, varied per product. */
export const palettes = {
  midnight: { from: '#0b1026', to: '#2b1055', accent: '#ff4f9a', text: '#ffffff' },
  ember: { from: '#1a0a05', to: '#7a2410', accent: '#ffb347', text: '#fff4e6' },
  ocean: { from: '#021b2b', to: '#0b6e8a', accent: '#5ef2d6', text: '#eafffb' },
  forest: { from: '#071a10', to: '#1f5c3a', accent: '#c6ff5e', text: '#f1ffe6' },
  dusk: { from: '#1d1030', to: '#b2456e', accent: '#ffd166', text: '#fff8ee' },
  steel: { from: '#111418', to: '#3a4656', accent: '#6ec1ff', text: '#f2f7ff' },
  citrus: { from: '#2a1600', to: '#e07a00', accent: '#fff06b', text: '#1b1000' },
  violet: { from: '#120726', to: '#5b2bd6', accent: '#5ef2ff', text: '#ffffff' },
  sand: { from: '#f4e9d8', to: '#d9b99b', accent: '#b23a48', text: '#2a1a12' },
  mint: { from: '#e8fff6', to: '#9fe6cf', accent: '#0a6c5a', text: '#07352c' },
} satisfies Record<string, Palette>

/** Motifs drawn over the gradient (and behind the title, if any). */
export type Motif = 'turntable' | 'waveform' | 'knobs' | 'pads' | 'portrait' | 'rings' | 'os'

/** What one artwork shows. */
export interface ArtworkSpec {
  width: number
  height: number
  palette: Palette
  motif: Motif
  /** Large text (product name); empty for none, as in every image the site shows under page text. */
  title: string
  /** Small text under the title. */
  subtitle?: string
  /** Seed of the pseudo-random parts (bar heights, positions). */
  seed: number
  /** Transparent background (icons). */
  transparent?: boolean
}

/** mulberry32: a small deterministic PRNG. */
function random(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&apos;')

function turntable(s: ArtworkSpec, rnd: () => number): string {
  const r = Math.min(s.width, s.height) * 0.33
  const cx = s.width * (s.width > s.height ? 0.74 : 0.5)
  const cy = s.height * (s.width > s.height ? 0.5 : 0.42)
  const grooves = Array.from({ length: 14 }, (_, i) => {
    const gr = r * (0.38 + i * 0.045)
    return `<circle cx="${cx}" cy="${cy}" r="${gr.toFixed(1)}" fill="none" stroke="${s.palette.text}" stroke-opacity="${(0.05 + rnd() * 0.08).toFixed(3)}" stroke-width="${(r * 0.006).toFixed(1)}"/>`
  }).join('')
  const armX = cx + r * 1.05
  const armY = cy - r * 0.95
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#000" fill-opacity="0.55"/>${grooves}
<circle cx="${cx}" cy="${cy}" r="${r * 0.3}" fill="${s.palette.accent}"/>
<circle cx="${cx}" cy="${cy}" r="${r * 0.025}" fill="${s.palette.from}"/>
<circle cx="${armX}" cy="${armY}" r="${r * 0.09}" fill="${s.palette.text}" fill-opacity="0.8"/>
<path d="M ${armX} ${armY} L ${armX - r * 0.05} ${cy + r * 0.2} L ${cx + r * 0.45} ${cy + r * 0.55}" fill="none" stroke="${s.palette.text}" stroke-opacity="0.85" stroke-width="${r * 0.03}" stroke-linecap="round"/>`
}

function waveform(s: ArtworkSpec, rnd: () => number): string {
  const bars = Math.round(s.width / 18)
  const barWidth = (s.width / bars) * 0.55
  const mid = s.height * 0.4
  let phase = rnd() * 6
  return Array.from({ length: bars }, (_, i) => {
    phase += 0.22 + rnd() * 0.1
    const amp = (0.25 + 0.75 * Math.abs(Math.sin(phase) * Math.cos(phase * 0.37))) * s.height * 0.2
    const x = (i * s.width) / bars
    const colour = i % 7 === 0 ? s.palette.text : s.palette.accent
    return `<rect x="${x.toFixed(1)}" y="${(mid - amp).toFixed(1)}" width="${barWidth.toFixed(1)}" height="${(amp * 2).toFixed(1)}" rx="${(barWidth / 2).toFixed(1)}" fill="${colour}" fill-opacity="${(0.35 + rnd() * 0.5).toFixed(2)}"/>`
  }).join('')
}

function knobs(s: ArtworkSpec, rnd: () => number): string {
  const cols = 4
  const rows = 2
  const size = Math.min((s.width * 0.5) / (cols * 1.25), (s.height * 0.8) / (rows * 1.25))
  const x0 = s.width - cols * size * 1.25 - size * 0.4
  const y0 = s.height * 0.4 - (rows * size * 1.25) / 2
  let out = ''
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const cx = x0 + col * size * 1.25 + size / 2
      const cy = y0 + row * size * 1.25 + size / 2
      const angle = (-135 + rnd() * 270) * (Math.PI / 180)
      const px = cx + Math.sin(angle) * size * 0.38
      const py = cy - Math.cos(angle) * size * 0.38
      out += `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${(size * 0.46).toFixed(1)}" fill="none" stroke="${s.palette.accent}" stroke-opacity="0.5" stroke-width="${(size * 0.04).toFixed(1)}" stroke-dasharray="${(size * 0.9).toFixed(1)} ${(size * 0.55).toFixed(1)}"/>
<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${(size * 0.38).toFixed(1)}" fill="#000" fill-opacity="0.45"/>
<line x1="${cx.toFixed(1)}" y1="${cy.toFixed(1)}" x2="${px.toFixed(1)}" y2="${py.toFixed(1)}" stroke="${s.palette.text}" stroke-width="${(size * 0.05).toFixed(1)}" stroke-linecap="round"/>`
    }
  }
  return out
}

function pads(s: ArtworkSpec, rnd: () => number): string {
  const n = 4
  const size = Math.min(s.width * 0.45, s.height * 0.7) / n
  const x0 = s.width - n * size - size * 0.6
  const y0 = (s.height - n * size) / 2
  let out = ''
  for (let row = 0; row < n; row++) {
    for (let col = 0; col < n; col++) {
      const lit = rnd() > 0.6
      out += `<rect x="${(x0 + col * size).toFixed(1)}" y="${(y0 + row * size).toFixed(1)}" width="${(size * 0.86).toFixed(1)}" height="${(size * 0.86).toFixed(1)}" rx="${(size * 0.12).toFixed(1)}" fill="${lit ? s.palette.accent : '#000'}" fill-opacity="${lit ? 0.85 : 0.4}"/>`
    }
  }
  return out
}

function rings(s: ArtworkSpec, rnd: () => number): string {
  return Array.from({ length: 9 }, () => {
    const cx = rnd() * s.width
    const cy = rnd() * s.height
    const r = (0.08 + rnd() * 0.3) * Math.min(s.width, s.height)
    return `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${r.toFixed(1)}" fill="none" stroke="${s.palette.accent}" stroke-opacity="${(0.15 + rnd() * 0.4).toFixed(2)}" stroke-width="${(r * 0.08).toFixed(1)}"/>`
  }).join('')
}

function portrait(s: ArtworkSpec): string {
  const cx = s.width / 2
  const head = s.width * 0.19
  return `<circle cx="${cx}" cy="${s.height * 0.4}" r="${head}" fill="${s.palette.text}" fill-opacity="0.9"/>
<ellipse cx="${cx}" cy="${s.height * 0.98}" rx="${s.width * 0.36}" ry="${s.height * 0.3}" fill="${s.palette.text}" fill-opacity="0.9"/>
<path d="M ${cx - head * 1.15} ${s.height * 0.36} A ${head * 1.2} ${head * 1.2} 0 0 1 ${cx + head * 1.15} ${s.height * 0.36}" fill="none" stroke="${s.palette.accent}" stroke-width="${head * 0.16}"/>
<rect x="${cx - head * 1.32}" y="${s.height * 0.35}" width="${head * 0.36}" height="${head * 0.6}" rx="${head * 0.12}" fill="${s.palette.accent}"/>
<rect x="${cx + head * 0.96}" y="${s.height * 0.35}" width="${head * 0.36}" height="${head * 0.6}" rx="${head * 0.12}" fill="${s.palette.accent}"/>`
}

function motifSvg(s: ArtworkSpec, rnd: () => number): string {
  switch (s.motif) {
    case 'turntable':
      return turntable(s, rnd)
    case 'waveform':
      return waveform(s, rnd)
    case 'knobs':
      return knobs(s, rnd)
    case 'pads':
      return pads(s, rnd)
    case 'portrait':
      return portrait(s)
    case 'rings':
      return rings(s, rnd)
    case 'os':
      return ''
  }
}

/** The SVG source of one artwork. */
export function artworkSvg(s: ArtworkSpec): string {
  const rnd = random(s.seed)
  const { width: w, height: h, palette: p } = s
  const titleSize = Math.round(Math.min(w, h) * (s.motif === 'os' ? 0.2 : w > h * 1.5 ? 0.12 : 0.1))
  const textX = s.motif === 'os' || s.motif === 'portrait' ? w / 2 : w * 0.07
  const anchor = s.motif === 'os' || s.motif === 'portrait' ? 'middle' : 'start'
  const titleY = s.motif === 'os' ? h * 0.58 : s.motif === 'portrait' ? h * 0.12 : h * 0.72
  const background = s.transparent
    ? `<rect x="${w * 0.06}" y="${h * 0.06}" width="${w * 0.88}" height="${h * 0.88}" rx="${w * 0.2}" fill="url(#bg)"/>`
    : `<rect width="${w}" height="${h}" fill="url(#bg)"/><rect width="${w}" height="${h}" fill="url(#glow)"/>`
  const title = s.title
    ? `<text x="${textX}" y="${titleY}" font-family="DejaVu Sans" font-weight="bold" font-size="${titleSize}" fill="${p.text}" text-anchor="${anchor}" letter-spacing="${-titleSize * 0.02}">${escapeXml(s.title)}</text>`
    : ''
  const subtitle = s.subtitle
    ? `<text x="${textX}" y="${titleY + titleSize * 0.75}" font-family="DejaVu Sans" font-size="${Math.round(titleSize * 0.32)}" fill="${p.text}" fill-opacity="0.8" text-anchor="${anchor}">${escapeXml(s.subtitle)}</text>`
    : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>
<radialGradient id="glow" cx="${(0.2 + rnd() * 0.6).toFixed(2)}" cy="${(0.2 + rnd() * 0.5).toFixed(2)}" r="0.7"><stop offset="0" stop-color="${p.accent}" stop-opacity="0.35"/><stop offset="1" stop-color="${p.accent}" stop-opacity="0"/></radialGradient>
</defs>
${background}
${motifSvg(s, rnd)}
${title}
${subtitle}
</svg>`
}
