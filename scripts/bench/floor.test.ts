import { describe, expect, it } from 'vitest'
import { floorFileName, floorHtml } from './floor.ts'

const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/index-abc.js"/>',
  '<link rel="preload" href="/assets/main-def.js" as="script"/>',
  '<link rel="stylesheet" href="/assets/global-123.css"/>',
  '<link rel="preload" as="image" href="http://localhost:4310/images/hero.webp" fetchPriority="high"/>',
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  '</head><body><main id="main"><h1>DJ Pro</h1><img src="http://localhost:4310/images/hero.webp" alt=""/></main>',
  '<script class="$tsr" id="$tsr-stream-barrier">self.$R=[];</script>',
  '<script type="module" async="" src="/assets/index-abc.js"></script>',
  '<SCRIPT>window.x = "</div>"</SCRIPT>',
  '</body></html>',
].join('')

describe('floorHtml', () => {
  it('takes out every script, module preload and script preload', () => {
    const floor = floorHtml(page)
    expect(floor).not.toMatch(/<script(?![^>]*ld\+json)/i)
    expect(floor).not.toContain('modulepreload')
    expect(floor).not.toContain('as="script"')
    expect(floor).not.toContain('.js')
  })

  it('keeps the markup, the stylesheet, the image preload and JSON data blocks as they were', () => {
    const floor = floorHtml(page)
    expect(floor).toContain('<link rel="stylesheet" href="/assets/global-123.css"/>')
    expect(floor).toContain(
      '<link rel="preload" as="image" href="http://localhost:4310/images/hero.webp" fetchPriority="high"/>',
    )
    expect(floor).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>')
    expect(floor).toContain(
      '<main id="main"><h1>DJ Pro</h1><img src="http://localhost:4310/images/hero.webp" alt=""/></main>',
    )
    expect(floor.endsWith('</body></html>')).toBe(true)
  })
})

describe('floorFileName', () => {
  it('names the floor copy of a path', () => {
    expect(floorFileName('/')).toBe('home.html')
    expect(floorFileName('/dj/pro')).toBe('dj-pro.html')
    expect(floorFileName('/studio/downloads')).toBe('studio-downloads.html')
  })
})
