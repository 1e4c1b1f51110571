import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { precompress } from './precompress-plugin.ts'

let dir = ''
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true })
})

describe('precompress', () => {
  it('writes .br and .gz variants that decode to the file, for text files of at least 1 KiB only', async () => {
    dir = await mkdtemp(join(tmpdir(), 'precompress-'))
    const script = `export const tracks = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `track ${i}`))}\n`
    const compressed = await precompress(dir, [
      ['app.js', script],
      ['tiny.css', 'a{color:red}'],
      ['cover.png', new Uint8Array(4096).fill(1)],
    ])

    expect(compressed).toEqual(['app.js'])
    const br = await readFile(join(dir, 'app.js.br'))
    const gz = await readFile(join(dir, 'app.js.gz'))
    expect(brotliDecompressSync(br).toString()).toBe(script)
    expect(gunzipSync(gz).toString()).toBe(script)
    expect(br.byteLength).toBeLessThan(script.length)
    await expect(readFile(join(dir, 'tiny.css.br'))).rejects.toThrow()
    await expect(readFile(join(dir, 'cover.png.gz'))).rejects.toThrow()
  })
})
