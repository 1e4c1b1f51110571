/**
 * Authoring tool (run by hand after editing `authoring/content/`, not part of codegen): writes the seed
 * dataset `production.ndjson` that the local content service serves.
 *
 *   node scripts/sandbox/datasets/make-dataset.ts
 *
 * Images and media come from `make-artwork.ts` (its `authoring/assets.json`); run that first when the
 * artwork list changes. `seed.test.ts` fails when the committed NDJSON differs from what this writes.
 */
import { writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { buildDataset, toNdjson } from './authoring/content/index.ts'

const docs = buildDataset()
await writeFile(fileURLToPath(new URL('./production.ndjson', import.meta.url)), toNdjson(docs))
const byType = new Map<string, number>()
for (const d of docs) byType.set(d._type, (byType.get(d._type) ?? 0) + 1)
console.log(`make-dataset: ${docs.length} documents`)
for (const [type, count] of [...byType].sort()) console.log(`  ${type}: ${count}`)
