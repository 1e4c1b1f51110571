/**
 * Asset URLs follow the running service: a dataset exported with `http://localhost:4000/…` URLs,
 * served on another port (and under a public base URL), answers `asset->url` on that origin, the URL
 * serves the bytes, and a reload of the file keeps it so.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { assetPath } from './asset-urls.ts'
import { startContentService } from './server.ts'
import { fixtureDocuments, IMAGE_FILE, IMAGE_ID, useContentService } from './test-fixtures.ts'

const FILE_ID = 'c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00'
const exported = [
  ...fixtureDocuments().map((doc) =>
    doc._type === 'sanity.imageAsset'
      ? { ...doc, url: `http://localhost:4000/images/musicweb/production/${IMAGE_FILE}` }
      : doc,
  ),
  {
    _id: `file-${FILE_ID}-wav`,
    _type: 'sanity.fileAsset',
    mimeType: 'audio/wav',
    url: `http://localhost:4000/files/musicweb/production/${FILE_ID}.wav`,
  },
  { _id: 'loop', _type: 'soundpack', audio: { asset: { _type: 'reference', _ref: `file-${FILE_ID}-wav` } } },
]

const query = async (base: string, groq: string) => {
  const response = await fetch(`${base}/v2021-10-21/data/query/production?query=${encodeURIComponent(groq)}`)
  expect(response.status).toBe(200)
  return ((await response.json()) as { result: unknown }).result
}
const assetUrls = (base: string) =>
  query(
    base,
    `{"image": *[_id == "pricing-dj-pro"][0].ogImage.asset->url, "file": *[_id == "loop"][0].audio.asset->url}`,
  ) as Promise<{ image: string; file: string }>

let port = 0
do port = 20_000 + Math.floor(Math.random() * 40_000)
while (port === 4000)
const sandbox = useContentService({
  port,
  async prepare(fixture) {
    await mkdir(join(fixture.datasetsDir, 'files'), { recursive: true })
    await writeFile(join(fixture.datasetsDir, 'files', `${FILE_ID}.wav`), new Uint8Array(64))
    await fixture.writeDataset(exported)
  },
})

describe('asset URLs', () => {
  it('derives the CDN path from the asset id (images and files), nothing for other documents', () => {
    expect(
      assetPath({ _id: `image-${IMAGE_ID}-400x200-png`, _type: 'sanity.imageAsset' }, 'prod', 'p1'),
    ).toBe(`images/p1/prod/${IMAGE_ID}-400x200.png`)
    expect(assetPath({ _id: `file-${FILE_ID}-mp4`, _type: 'sanity.fileAsset' }, 'production', 'p1')).toBe(
      `files/p1/production/${FILE_ID}.mp4`,
    )
    expect(assetPath({ _id: 'home', _type: 'homepage' }, 'production', 'p1')).toBeUndefined()
  })

  it('answers asset->url on the service own origin (not the exported localhost:4000), and they serve', async () => {
    expect(new URL(sandbox.service.url).port).not.toBe('4000')
    const urls = await assetUrls(sandbox.service.url)
    expect(urls).toEqual({
      image: `${sandbox.service.url}/images/musicweb/production/${IMAGE_FILE}`,
      file: `${sandbox.service.url}/files/musicweb/production/${FILE_ID}.wav`,
    })
    expect((await fetch(urls.image)).status).toBe(200)
    expect((await fetch(urls.file)).status).toBe(200)
  })

  it('keeps the service URLs after the dataset file is edited and reloaded', async () => {
    await sandbox.fixture.writeDataset(
      exported.map((doc) => (doc._id === 'loop' ? { ...doc, title: 'Edited' } : doc)),
    )
    await expect
      .poll(() => query(sandbox.service.url, '*[_id == "loop"][0].title'), { timeout: 5000 })
      .toBe('Edited')
    expect((await assetUrls(sandbox.service.url)).file).toBe(
      `${sandbox.service.url}/files/musicweb/production/${FILE_ID}.wav`,
    )
  })

  it('uses assetBaseUrl when given (the name browsers reach the service by)', async () => {
    const other = await startContentService({
      datasetsDir: sandbox.fixture.datasetsDir,
      assetBaseUrl: 'https://cdn.example.test/',
    })
    try {
      expect((await assetUrls(other.url)).image).toBe(
        `https://cdn.example.test/images/musicweb/production/${IMAGE_FILE}`,
      )
    } finally {
      await other.close()
    }
  })
})
