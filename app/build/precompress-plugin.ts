import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Files worth compressing (text formats); images, fonts and media are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|html)$/
/** Below this size (bytes) compression saves less than the `Content-Encoding` costs (srvx uses the same). */
const MIN_SIZE = 1024

/**
 * Writes `<file>.br` (Brotli, quality 11) and `<file>.gz` (gzip, level 9) into `dir` for every
 * compressible file of at least {@link MIN_SIZE} bytes; `files` are `[path relative to dir, contents]`
 * (the build's output, already in memory). Returns the files it compressed. Browsers get these instead of what the server would compress per request
 * (srvx: Brotli quality 4, gzip level 6): the same bytes decoded, fewer sent (RFC 9110 §8.4
 * `Content-Encoding`), no compression work per request.
 */
export async function precompress(
  dir: string,
  files: Iterable<readonly [file: string, contents: string | Uint8Array]>,
): Promise<string[]> {
  const compressed: string[] = []
  await Promise.all(
    [...files]
      .filter(([file]) => COMPRESSIBLE.test(file))
      .map(async ([file, contents]) => {
        const source = typeof contents === 'string' ? Buffer.from(contents) : contents
        if (source.byteLength < MIN_SIZE) return
        const path = join(dir, file)
        const [br, gz] = await Promise.all([
          brotli(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.byteLength,
            },
          }),
          gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
        ])
        await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)])
        compressed.push(file)
      }),
  )
  return compressed.sort()
}

/**
 * Vite plugin: precompresses the client build's output ({@link precompress}) once it is written; the
 * production server (app/server/serve.ts) serves the `.br`/`.gz` variant a browser accepts.
 */
export function precompressPlugin(): Plugin {
  return {
    name: 'music:precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options, bundle) {
      if (!options.dir) return
      await precompress(
        options.dir,
        Object.values(bundle).map((output) => [
          output.fileName,
          output.type === 'chunk' ? output.code : output.source,
        ]),
      )
    },
  }
}
