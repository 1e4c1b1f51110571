import { copyFile, mkdir, mkdtemp, open, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, dirname, join, relative, resolve, sep } from 'node:path'
import { gunzipSync } from 'node:zlib'
import sharp from 'sharp'
import * as tar from 'tar'
import { assetFileName, fileAssetDocument, imageAssetDocument, sha1Hex } from './asset-documents.ts'
import { ArchiveError, ASSET_KEY, isRecord, replaceFile } from './dataset-archive.ts'
import { readDataset } from './journal.ts'
import type { SanityDocument } from './store.ts'
import { validateDatasetName, validateDocumentId } from './validation.ts'

/** What to do with documents whose id the dataset already has (the flags of `sanity dataset import`). */
export type ExistingDocuments = 'fail' | 'replace' | 'skip'

/** Options of {@link importDataset}. */
export interface ImportOptions {
  /** `export.tar.gz`, `data.ndjson` or `data.ndjson.gz`. */
  source: string
  /** The datasets directory the content service serves. */
  datasetsDir: string
  dataset: string
  /** `fail` (default): refuse when an imported id exists; `replace`: replace those; `skip`: keep them. */
  existing?: ExistingDocuments
  /** Project id in the asset documents' `path`/`url`. */
  projectId: string
  /** Base of the asset documents' `url` (the service presents its own when it loads). */
  assetBaseUrl: string
  /**
   * Import the documents even when some of their assets cannot be (`--allow-failing-assets`): such a
   * field keeps everything but its asset, as `sanity dataset import` leaves it; without it the
   * archive is refused.
   */
  allowFailingAssets?: boolean
}

/** What an import did. */
export interface ImportResult {
  dataset: string
  file: string
  documents: number
  assets: number
  replaced: number
  skipped: number
  /**
   * Ids the imported documents strongly referenced that no document of the dataset has: those
   * references were left weak (`_weak: true`), as `sanity dataset import` leaves a reference it
   * cannot strengthen, so the dataset keeps the Content Lake's integrity rules (decision 039).
   */
  missingReferences: string[]
  /** The asset fields imported without their asset (`allowFailingAssets`), with why. */
  failedAssets: string[]
}

const ASSET_VALUE_RE = /^(image|file)@([a-z]+:\/\/.*)$/
const EXPORTED_IMAGE_NAME_RE = /^([a-f0-9]{40})-(\d+)x(\d+)\.[A-Za-z0-9]+$/
const EXPORTED_FILE_NAME_RE = /^([a-f0-9]{40})\.[A-Za-z0-9]+$/
const MAX_REPORTED = 8

/** Throws an ArchiveError listing `problems` (the first few) when there are any. */
function refuse(problems: string[], what: string): void {
  if (problems.length === 0) return
  const listed = problems.slice(0, MAX_REPORTED).map((p) => `  - ${p}`)
  const more = problems.length > MAX_REPORTED ? [`  … and ${problems.length - MAX_REPORTED} more`] : []
  throw new ArchiveError([`${what}:`, ...listed, ...more].join('\n'))
}

/** Unpacks `source` into `into`; returns the directory holding the `.ndjson`. */
async function unpack(source: string, into: string): Promise<string> {
  const head = Buffer.alloc(512)
  const handle = await open(source, 'r').catch(() => {
    throw new ArchiveError(`Cannot read ${source}: no such file`)
  })
  const { bytesRead } = await handle.read(head, 0, 512, 0)
  await handle.close()
  const gzipped = bytesRead >= 2 && head[0] === 0x1f && head[1] === 0x8b
  const text = head.subarray(0, bytesRead).toString('utf8').trimStart()
  if (!gzipped && text.startsWith('{')) {
    await copyFile(source, join(into, 'data.ndjson'))
    return into
  }
  const links: string[] = []
  try {
    await tar.x({
      file: source,
      cwd: into,
      strict: true,
      filter: (path, entry) => {
        const type = 'type' in entry ? entry.type : 'File'
        if (type === 'File' || type === 'Directory' || type === 'OldFile' || type === 'ContiguousFile')
          return true
        links.push(path)
        return false
      },
    })
  } catch (error) {
    if (gzipped) {
      // Not a tarball: a gzipped NDJSON file (sanity import accepts those too)?
      let inflated = Buffer.alloc(0)
      try {
        inflated = gunzipSync(await readFile(source))
      } catch {
        // Not gzip data either: refused below.
      }
      if (inflated.toString('utf8', 0, 512).trimStart().startsWith('{')) {
        await writeFile(join(into, 'data.ndjson'), inflated)
        return into
      }
    }
    throw new ArchiveError(
      `${source} is not a dataset export: expected a .tar.gz from \`sanity dataset export\` or an .ndjson file (${(error as Error).message})`,
    )
  }
  refuse(
    links.map((path) => `${path} is a link`),
    `${source} holds entries that are not plain files`,
  )
  const found: string[] = []
  const look = async (dir: string, depth: number) => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      if (entry.isFile() && entry.name.endsWith('.ndjson')) found.push(join(dir, entry.name))
      else if (entry.isDirectory() && depth < 2) await look(join(dir, entry.name), depth + 1)
    }
  }
  await look(into, 0)
  if (found.length !== 1) {
    throw new ArchiveError(
      found.length === 0
        ? `${source} has no data.ndjson: not a dataset export`
        : `${source} has ${found.length} .ndjson files; a dataset export has one`,
    )
  }
  return dirname(found[0] as string)
}

/** What is wrong with a parsed line as a document to import, if anything. */
function documentProblem(doc: unknown, seen: ReadonlySet<string>): string | undefined {
  if (!isRecord(doc) || typeof doc._id !== 'string') return 'not a document with a string _id'
  try {
    validateDocumentId(doc._id)
  } catch {
    return `invalid _id "${doc._id}"`
  }
  if (typeof doc._type !== 'string' || doc._type === '') return `document "${doc._id}" has no _type`
  if (seen.has(doc._id)) return `document "${doc._id}" appears twice`
  return undefined
}

/** Parses and checks every line; returns the documents (system documents `_.…` left out). */
function readDocuments(text: string, source: string): SanityDocument[] {
  const problems: string[] = []
  const documents: SanityDocument[] = []
  const seen = new Set<string>()
  for (const [index, raw] of text.split('\n').entries()) {
    const line = raw.trim()
    if (line === '') continue
    let doc: unknown
    try {
      doc = JSON.parse(line)
    } catch (error) {
      problems.push(`line ${index + 1}: not JSON (${(error as Error).message})`)
      continue
    }
    if (isRecord(doc) && typeof doc._id === 'string' && doc._id.startsWith('_.')) continue
    const problem = documentProblem(doc, seen)
    if (problem) {
      problems.push(`line ${index + 1}: ${problem}`)
      continue
    }
    const document = doc as SanityDocument
    seen.add(document._id)
    documents.push(document)
  }
  refuse(problems, `${source} is not a valid dataset export`)
  return documents
}

/** Every `_sanityAsset` object in `value`, with its path for messages. */
function findAssetFields(
  value: unknown,
  path: string,
  found: Array<{ field: Record<string, unknown>; path: string }>,
) {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) findAssetFields(item, `${path}[${i}]`, found)
  } else if (isRecord(value)) {
    if (ASSET_KEY in value) found.push({ field: value, path })
    for (const [key, child] of Object.entries(value))
      findAssetFields(child, path ? `${path}.${key}` : key, found)
  }
}

/** The asset file `value` (`image@file://./images/x.jpg`) points at, inside `base`. */
function assetTarget(value: unknown, base: string): { type: 'image' | 'file'; file: string } | string {
  const match = typeof value === 'string' ? ASSET_VALUE_RE.exec(value) : null
  if (!match) return `"${String(value)}" is not image@<url> or file@<url>`
  const url = match[2] as string
  if (!url.startsWith('file://./')) return `${url}: only files inside the archive can be imported offline`
  const file = resolve(base, decodeURIComponent(url.slice('file://./'.length)))
  if (!file.startsWith(base + sep)) return `${url} points outside the archive`
  return { type: match[1] as 'image' | 'file', file }
}

/** Files directly in `dir` (none when it does not exist). */
async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => [])
  return entries.filter((entry) => entry.isFile()).map((entry) => join(dir, entry.name))
}

/** The reference objects of `value` that are not weak (a string `_ref`, no `_weak: true`), anywhere. */
function strongRefs(value: unknown, visit: (reference: Record<string, unknown>) => void): void {
  if (Array.isArray(value)) for (const item of value) strongRefs(item, visit)
  else if (isRecord(value)) {
    if (typeof value._ref === 'string') {
      if (value._weak !== true) visit(value)
      return
    }
    for (const child of Object.values(value)) strongRefs(child, visit)
  }
}

/** Serialises documents as NDJSON, sorted by `_id` like an export. */
const toNdjson = (docs: SanityDocument[]): string =>
  `${[...docs]
    .sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0))
    .map((doc) => JSON.stringify(doc))
    .join('\n')}\n`

/**
 * Imports an export archive (or NDJSON file) into `<datasetsDir>/<dataset>.ndjson`, as
 * `sanity dataset import` does: references are imported as they are, and a strong reference to a
 * document the dataset does not have is left weak (sanity-io/import weakens every strong reference,
 * imports, then strengthens them; a reference it cannot strengthen stays weak). Throws ArchiveError,
 * naming the problems, for a malformed archive, assets that cannot be imported (unless
 * `allowFailingAssets`) or ids that already exist (with `existing: 'fail'`); nothing is written then.
 */
export async function importDataset(options: ImportOptions): Promise<ImportResult> {
  validateDatasetName(options.dataset)
  const work = await mkdtemp(join(tmpdir(), 'content-import-'))
  try {
    const base = await unpack(options.source, work)
    const dataFile = (await readdir(base)).find((name) => name.endsWith('.ndjson')) as string
    const documents = readDocuments(await readFile(join(base, dataFile), 'utf8'), basename(options.source))
    let assetsJson: Record<string, Record<string, unknown>> = {}
    const assetsPath = join(base, 'assets.json')
    if (await stat(assetsPath).catch(() => undefined)) {
      try {
        const parsed: unknown = JSON.parse(await readFile(assetsPath, 'utf8'))
        if (!isRecord(parsed)) throw new Error('not an object')
        assetsJson = parsed as Record<string, Record<string, unknown>>
      } catch (error) {
        throw new ArchiveError(
          `assets.json is not a JSON object of asset metadata: ${(error as Error).message}`,
        )
      }
    }

    // Every asset file: referenced ones, and the unreferenced ones an export also carries.
    const problems: string[] = []
    const fields: Array<{
      doc: SanityDocument
      field: Record<string, unknown>
      type: 'image' | 'file'
      file: string
    }> = []
    // With allowFailingAssets, a field whose asset cannot be imported loses only its asset.
    const failedAssets: string[] = []
    const failAsset = (field: Record<string, unknown>, problem: string) => {
      if (!options.allowFailingAssets) return problems.push(problem)
      delete field[ASSET_KEY]
      return failedAssets.push(problem)
    }
    for (const doc of documents) {
      const found: Array<{ field: Record<string, unknown>; path: string }> = []
      findAssetFields(doc, '', found)
      for (const { field, path } of found) {
        const target = assetTarget(field[ASSET_KEY], base)
        if (typeof target === 'string') failAsset(field, `document "${doc._id}" ${path}: ${target}`)
        else fields.push({ doc, field, ...target })
      }
    }
    const files = new Map<string, 'image' | 'file'>()
    for (const file of await filesIn(join(base, 'images'))) files.set(file, 'image')
    for (const file of await filesIn(join(base, 'files'))) files.set(file, 'file')
    for (const { file, type, doc, field } of fields) {
      if (!(await stat(file).catch(() => undefined))?.isFile()) {
        failAsset(field, `document "${doc._id}": ${relative(base, file)} is not in the archive`)
      } else files.set(file, files.get(file) ?? type)
    }
    refuse(
      problems,
      `${basename(options.source)} has broken asset references (--allow-failing-assets imports the documents without them)`,
    )

    const now = new Date().toISOString()
    const assetIds = new Map<string, string>()
    const assetDocs: SanityDocument[] = []
    const copies: Array<{ from: string; to: string }> = []
    for (const [file, type] of files) {
      const bytes = await readFile(file)
      const name = basename(file)
      const sha1 = sha1Hex(bytes)
      const known = assetsJson[`${type}-${sha1}`]
      const source = {
        bytes,
        fileName: typeof known?.originalFilename === 'string' ? known.originalFilename : name,
        projectId: options.projectId,
        dataset: options.dataset,
        baseUrl: options.assetBaseUrl,
        ...(known ? { known } : {}),
      }
      let doc: SanityDocument
      try {
        if (type === 'image') {
          // An exported name carries the asset's id hash: keep it when it fits the file.
          const exported = EXPORTED_IMAGE_NAME_RE.exec(name)
          const { width, height } = await sharp(bytes).metadata()
          const fits = exported && Number(exported[2]) === width && Number(exported[3]) === height
          doc = await imageAssetDocument({ ...source, ...(fits ? { hash: exported[1] as string } : {}) }, now)
        } else {
          const hash = EXPORTED_FILE_NAME_RE.exec(name)?.[1]
          doc = fileAssetDocument({ ...source, ...(hash ? { hash } : {}) }, now)
        }
      } catch (error) {
        const problem = `${relative(base, file)}: ${(error as Error).message}`
        if (options.allowFailingAssets) failedAssets.push(problem)
        else problems.push(problem)
        continue
      }
      // The export file name is also the CDN's file name (asset-documents.ts).
      copies.push({ from: file, to: join(options.datasetsDir, assetFileName(doc._id) as string) })
      assetIds.set(file, doc._id)
      assetDocs.push(doc)
    }
    refuse(
      problems,
      `${basename(options.source)} has asset files that cannot be read (--allow-failing-assets imports the documents without them)`,
    )

    // The Content Lake gives every document its timestamps; an export without them gets the import's.
    for (const doc of documents) {
      if (typeof doc._createdAt !== 'string')
        doc._createdAt = typeof doc._updatedAt === 'string' ? doc._updatedAt : now
      if (typeof doc._updatedAt !== 'string') doc._updatedAt = doc._createdAt
    }

    for (const { field, file, type } of fields) {
      if (!(ASSET_KEY in field)) continue
      delete field[ASSET_KEY]
      if (typeof field._type !== 'string') field._type = type
      const assetId = assetIds.get(file)
      if (assetId) field.asset = { _type: 'reference', _ref: assetId }
    }

    // Merge with the dataset there is, as `sanity dataset import` does (create / --replace / --missing).
    const target = join(options.datasetsDir, `${options.dataset}.ndjson`)
    // The dataset with every acknowledged write (file and journal); the new file makes the journal
    // stale, so the service drops it (decision 038).
    const existing = (await readDataset(options.datasetsDir, options.dataset)) ?? []
    const byId = new Map(existing.map((doc) => [doc._id, doc]))
    const mode = options.existing ?? 'fail'
    const clashes = documents.filter((doc) => byId.has(doc._id)).map((doc) => doc._id)
    if (mode === 'fail') {
      refuse(
        clashes.map((id) => `"${id}"`),
        `Dataset "${options.dataset}" already has ${clashes.length} of these documents (use --replace to replace them, or --missing to keep them)`,
      )
    }
    let replaced = 0
    let skipped = 0
    for (const doc of documents) {
      if (byId.has(doc._id) && mode === 'skip') skipped++
      else {
        if (byId.has(doc._id)) replaced++
        byId.set(doc._id, doc)
      }
    }
    // An asset already there is the same file (ids are content hashes): keep its document.
    for (const doc of assetDocs) if (!byId.has(doc._id)) byId.set(doc._id, doc)
    const merged = [...byId.values()]
    const ids = new Set(merged.map((doc) => doc._id))
    const missing = new Set<string>()
    for (const doc of documents) {
      strongRefs(doc, (reference) => {
        const id = reference._ref as string
        // Another dataset's or project's, or a global reference: not this dataset's to resolve.
        if (ids.has(id) || '_dataset' in reference || '_projectId' in reference || id.includes(':')) return
        reference._weak = true
        missing.add(id)
      })
    }

    // Files first (new names only: an existing one is the same content), then the dataset, whole.
    await mkdir(join(options.datasetsDir, 'images'), { recursive: true })
    await mkdir(join(options.datasetsDir, 'files'), { recursive: true })
    for (const { from, to } of copies) {
      if (!(await stat(to).catch(() => undefined))) await replaceFile(to, await readFile(from))
    }
    await replaceFile(target, toNdjson(merged))
    return {
      dataset: options.dataset,
      file: target,
      documents: documents.length,
      assets: assetDocs.length,
      replaced,
      skipped,
      missingReferences: [...missing].sort(),
      failedAssets,
    }
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}
