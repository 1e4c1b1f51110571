import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
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
    await writeFile(join(dir, 'app.js'), script)
    await writeFile(join(dir, 'tiny.css'), 'a{color:red}')
    await writeFile(join(dir, 'cover.png'), Buffer.alloc(4096, 1))

    const compressed = await precompress(dir, ['app.js', 'tiny.css', 'cover.png'])

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
