/**
 * The AI proxy fake's "model": a deterministic abstract picture drawn from the prompt. SHA-256 of the
 * provider and the prompt picks the colours, the gradient and the shapes of an SVG, which sharp turns
 * into a PNG of the asked size. The same prompt, provider and size always give the same bytes; another
 * prompt gives another picture.
 */
import { svgToPng } from '../images.ts'

const hsl = (hue: number, saturation: number, lightness: number) =>
  `hsl(${Math.round(hue) % 360},${saturation}%,${lightness}%)`

/** The SVG of a prompt's picture, `width`×`height` pixels. */
export async function promptSvg(
  prompt: string,
  provider: string,
  width: number,
  height: number,
): Promise<string> {
  const digest = new Uint8Array(
    await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${provider}\n${prompt.trim()}`)),
  )
  const at = (i: number) => digest[i % digest.length] as number
  const unit = (i: number) => at(i) / 255
  const hue = unit(0) * 360
  const accent = hue + 90 + unit(1) * 180
  const angle = unit(2) * 360
  const shapes: string[] = []
  for (let i = 0; i < 7; i++) {
    const base = 3 + i * 4
    const cx = (unit(base) * width).toFixed(1)
    const cy = (unit(base + 1) * height).toFixed(1)
    const r = ((0.06 + unit(base + 2) * 0.26) * Math.min(width, height)).toFixed(1)
    const colour = hsl(i % 2 === 0 ? accent + i * 12 : hue + 180 - i * 9, 70, 45 + (at(base + 3) % 30))
    const opacity = (0.35 + unit(base + 3) * 0.4).toFixed(2)
    shapes.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colour}" fill-opacity="${opacity}"/>`)
  }
  // A wave across the picture, like a waveform.
  const amplitude = height * (0.04 + unit(31) * 0.08)
  const points: string[] = []
  for (let x = 0; x <= 32; x++) {
    const y = height * 0.62 + Math.sin((x / 32) * Math.PI * (2 + (at(30) % 5)) + unit(29) * 6) * amplitude
    points.push(`${((x / 32) * width).toFixed(1)},${y.toFixed(1)}`)
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="sky" gradientTransform="rotate(${angle.toFixed(1)} 0.5 0.5)">
<stop offset="0" stop-color="${hsl(hue, 65, 22)}"/><stop offset="1" stop-color="${hsl(accent, 70, 55)}"/>
</linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>
${shapes.join('\n')}
<polyline points="${points.join(' ')}" fill="none" stroke="${hsl(accent + 40, 90, 85)}" stroke-width="${Math.max(2, width / 128).toFixed(1)}" stroke-linecap="round"/>
</svg>`
}

/** The PNG of a prompt's picture (see {@link promptSvg}). */
export async function renderPromptImage(
  prompt: string,
  provider: string,
  width: number,
  height: number,
): Promise<Uint8Array> {
  return svgToPng(await promptSvg(prompt, provider, width, height))
}
