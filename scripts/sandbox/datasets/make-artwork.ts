/**
 * Authoring tool (run by hand, not part of codegen): renders the seed artwork and media of the local
 * content service and records their asset documents.
 *
 *   node scripts/sandbox/datasets/make-artwork.ts     (Node 24; sharp; ffmpeg optional)
 *
 * - Images: SVG artwork (authoring/artwork-svg.ts, list in authoring/artwork-list.ts) rendered with sharp
 *   to `images/<id>-<w>x<h>.<fmt>` (JPEG q70 / PNG / WebP q70). `<id>` is the SHA-1 of the image's
 *   stable name, so references survive re-renders; `sha1hash` is the file's own hash. `metadata.lqip`
 *   is the 20 px wide blurred JPEG data URI Sanity computes. Only social cards, icons/OS marks and pack
 *   covers have words drawn in; heroes, header backgrounds, cards, banners and posters are wordless
 *   (authoring/artwork-list.ts; `artwork.test.ts` checks the images the pages put under text).
 * - Files: WAV loops (authoring/audio.ts) and, when `ffmpeg` is on PATH, short H.264 MP4 clips made from
 *   the video posters, to `files/<id>.<ext>` (served by the content service's /files route).
 * - Writes `authoring/assets.json`: the `sanity.imageAsset` and `sanity.fileAsset` documents, plus a
 *   name → `_id` index, which `make-dataset.ts` reads.
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { lqipOf } from '../content/asset-documents.ts'
import { artworkList } from './authoring/artwork-list.ts'
import { artworkSvg } from './authoring/artwork-svg.ts'
import { type LoopKind, wavLoop } from './authoring/audio.ts'

const PROJECT_ID = 'musicweb'
const DATASET = 'production'
const BASE_URL = 'http://localhost:4000'
/** Fixed upload time, so the assets are byte-identical across runs. */
const UPLOADED_AT = '2026-09-14T08:30:00Z'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))
const imagesDir = here('./images/')
const filesDir = here('./files/')

const sha1 = (data: string | Buffer) => createHash('sha1').update(data).digest('hex')
/** The asset id of a stable name (40 hex characters, like Sanity's content hashes). */
export const assetIdOf = (name: string) => sha1(`${PROJECT_ID}/${DATASET}/${name}`)

const MIME: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  wav: 'audio/wav',
  mp4: 'video/mp4',
}

async function encode(image: ReturnType<typeof sharp>, format: string): Promise<Buffer> {
  if (format === 'jpg') return image.jpeg({ quality: 70, mozjpeg: true }).toBuffer()
  if (format === 'webp') return image.webp({ quality: 70, effort: 6 }).toBuffer()
  return image.png({ compressionLevel: 9, palette: true }).toBuffer()
}

/** Where an asset file is served: its `path` and, as exported, its `url`. */
const served = (dir: 'images' | 'files', fileName: string) => {
  const path = `${dir}/${PROJECT_ID}/${DATASET}/${fileName}`
  return { path, url: `${BASE_URL}/${path}` }
}

const system = (id: string, type: string, body: Record<string, unknown>) => {
  const doc = { _id: id, _type: type, _createdAt: UPLOADED_AT, _updatedAt: UPLOADED_AT, ...body }
  return { ...doc, _rev: sha1(JSON.stringify(doc)).slice(0, 22) }
}

async function renderImages() {
  const docs: Record<string, unknown>[] = []
  const index: Record<string, string> = {}
  /** Image file names by stable name (the video clips start from their posters). */
  const fileNames: Record<string, string> = {}
  for (const entry of artworkList) {
    const id = assetIdOf(entry.name)
    const data = await encode(sharp(Buffer.from(artworkSvg(entry))), entry.format)
    const fileName = `${id}-${entry.width}x${entry.height}.${entry.format}`
    await writeFile(`${imagesDir}${fileName}`, data)
    const meta = await sharp(data).metadata()
    const _id = `image-${id}-${entry.width}x${entry.height}-${entry.format}`
    index[entry.name] = _id
    fileNames[entry.name] = fileName
    docs.push(
      system(_id, 'sanity.imageAsset', {
        assetId: id,
        originalFilename: `${entry.name}.${entry.format}`,
        altText: entry.altText,
        extension: entry.format,
        mimeType: MIME[entry.format],
        size: data.byteLength,
        sha1hash: sha1(data),
        ...served('images', fileName),
        metadata: {
          _type: 'sanity.imageMetadata',
          dimensions: {
            _type: 'sanity.imageDimensions',
            width: entry.width,
            height: entry.height,
            aspectRatio: Math.round((entry.width / entry.height) * 1e6) / 1e6,
          },
          lqip: await lqipOf(data),
          hasAlpha: meta.hasAlpha === true,
          isOpaque: !entry.transparent,
        },
      }),
    )
  }
  return { docs, index, fileNames }
}

/** Audio loops: name, loop kind, length in seconds, title. */
const audioFiles: [name: string, kind: LoopKind, seconds: number, title: string][] = [
  ['loop-lofi-keys', 'keys', 2.9, 'Lo-Fi Keys preview: Rhodes chords at 84 BPM'],
  ['loop-neon-drums', 'drums', 2.5, 'Neon Drums preview: kick, snare and hats at 96 BPM'],
  ['loop-analog-bass', 'bass', 2.5, 'Analog Bass preview: saw bass line at 96 BPM'],
  ['preview-vocal-chops', 'vocal', 2.5, 'Vocal chop melody preview'],
  ['preview-house-groove', 'house', 1.95, 'House groove preview at 124 BPM'],
]

/** Video clips: name, poster image name, title. */
const videoFiles: [name: string, poster: string, title: string][] = [
  ['video-dj-pro-trailer', 'poster-dj-pro-trailer', 'DJ Pro 3.2 trailer'],
  ['video-studio-beat', 'poster-studio-beat', 'Make a beat in Studio'],
  ['video-stems', 'poster-stems', 'Stems in DJ Pro'],
]

function hasFfmpeg(): boolean {
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

async function renderFiles(imageFileNames: Record<string, string>) {
  const docs: Record<string, unknown>[] = []
  const index: Record<string, string> = {}
  const fileName = (name: string, ext: string) => `${assetIdOf(name)}.${ext}`
  const record = (name: string, ext: string, data: Buffer, title: string) => {
    const id = assetIdOf(name)
    const _id = `file-${id}-${ext}`
    index[name] = _id
    docs.push(
      system(_id, 'sanity.fileAsset', {
        assetId: id,
        originalFilename: `${name}.${ext}`,
        title,
        extension: ext,
        mimeType: MIME[ext],
        size: data.byteLength,
        sha1hash: sha1(data),
        ...served('files', fileName(name, ext)),
      }),
    )
  }
  for (const [name, kind, seconds, title] of audioFiles) {
    const data = wavLoop(kind, seconds)
    await writeFile(`${filesDir}${fileName(name, 'wav')}`, data)
    record(name, 'wav', data, title)
  }
  const ffmpeg = hasFfmpeg()
  for (const [name, poster, title] of videoFiles) {
    const out = `${filesDir}${fileName(name, 'mp4')}`
    const posterFile = imageFileNames[poster]
    if (ffmpeg && posterFile) {
      // 4 s, 640×360, 25 fps slow zoom over the poster; bit-exact flags keep the output stable.
      execFileSync('ffmpeg', [
        ...['-y', '-loglevel', 'error', '-loop', '1', '-framerate', '25', '-t', '4'],
        ...['-i', `${imagesDir}${posterFile}`],
        ...[
          '-vf',
          "scale=1280:720,zoompan=z='1+0.0015*on':x='iw/2-iw/zoom/2':y='ih/2-ih/zoom/2':d=1:s=640x360:fps=25",
        ],
        ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '32', '-pix_fmt', 'yuv420p', '-threads', '1'],
        ...['-movflags', '+faststart', '-an', '-map_metadata', '-1', '-fflags', '+bitexact'],
        ...['-flags:v', '+bitexact', out],
      ])
    }
    if (!existsSync(out)) {
      console.warn(`make-artwork: no ffmpeg and no ${out}; video ${name} left without a file`)
      continue
    }
    record(name, 'mp4', await readFile(out), title)
  }
  return { docs, index }
}

await mkdir(imagesDir, { recursive: true })
await mkdir(filesDir, { recursive: true })
const images = await renderImages()
const files = await renderFiles(images.fileNames)
const manifest = { images: images.index, files: files.index, documents: [...images.docs, ...files.docs] }
await writeFile(here('./authoring/assets.json'), `${JSON.stringify(manifest, null, 2)}\n`)
const bytes = [...images.docs, ...files.docs].reduce((sum, doc) => sum + (doc.size as number), 0)
console.log(
  `make-artwork: ${images.docs.length} images, ${files.docs.length} files, ${(bytes / 1e6).toFixed(2)} MB`,
)
