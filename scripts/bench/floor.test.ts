import { once } from 'node:events'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { checkFloorPages, floorFileName, floorHtml } from './floor.ts'

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

describe('checkFloorPages', () => {
  /** A site that serves `/__bench-floor/home.html` and answers 404 for anything else, as the host did. */
  async function site() {
    const server = createServer((request, response) => {
      if (request.url === '/__bench-floor/home.html') {
        response
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
          .end('<!DOCTYPE html><p>floor</p>')
      } else {
        response.writeHead(404, { 'content-type': 'text/html' }).end('not found')
      }
    })
    server.listen(0, '127.0.0.1')
    await once(server, 'listening')
    const { port } = server.address() as AddressInfo
    return {
      origin: `http://127.0.0.1:${port}`,
      close: () => new Promise((resolve) => server.close(resolve)),
    }
  }

  it('passes when every floor page answers 200 with HTML', async () => {
    const { origin, close } = await site()
    try {
      await expect(checkFloorPages(origin, ['/__bench-floor/home.html'])).resolves.toBeUndefined()
    } finally {
      await close()
    }
  })

  it('fails the bench when a floor page answers 404', async () => {
    const { origin, close } = await site()
    try {
      await expect(
        checkFloorPages(origin, ['/__bench-floor/home.html', '/__bench-floor/dj-pro.html']),
      ).rejects.toThrow('/__bench-floor/dj-pro.html answered 404')
    } finally {
      await close()
    }
  })
})
