/**
 * Shrinks TypeGen output: every page query result repeats the same `pageBuilder` type (~1600 lines
 * each, 24 times, ~2 MB). When all copies are identical they are replaced by one alias,
 * `PageBuilderResult`; otherwise the code is returned unchanged. Types stay structurally identical.
 */

const FIELD = '  pageBuilder: '
const END = '  }> | null;'
/** Name of the hoisted type that replaces the identical `pageBuilder` result types. */
export const PAGE_BUILDER_ALIAS = 'PageBuilderResult'

/** Returns `code` with identical top-level `pageBuilder` field types hoisted into one alias. */
export function dedupePageBuilderTypes(code: string): string {
  const lines = code.split('\n')
  const copies: Array<{ start: number; end: number; text: string }> = []
  for (let index = 0; index < lines.length; index++) {
    if (!lines[index]?.startsWith(FIELD)) continue
    const end = lines.indexOf(END, index)
    if (end === -1) return code
    copies.push({ start: index, end, text: lines.slice(index, end + 1).join('\n') })
    index = end
  }
  const first = copies[0]
  if (copies.length < 2 || !first || copies.some((copy) => copy.text !== first.text)) return code

  const body = lines
    .slice(first.start, first.end + 1)
    .map((line, index) => (index === 0 ? line.slice(FIELD.length) : line.slice(2)))
    .join('\n')
  const alias = `// The pageBuilder projection shared by every page query (hoisted after generation)\nexport type ${PAGE_BUILDER_ALIAS} = ${body}\n`
  const out: string[] = []
  let next = 0
  for (const copy of copies) {
    out.push(...lines.slice(next, copy.start), `${FIELD}${PAGE_BUILDER_ALIAS};`)
    next = copy.end + 1
  }
  out.push(...lines.slice(next))
  const result = out.join('\n')
  const registry = result.indexOf('// Query TypeMap')
  return registry === -1
    ? `${result}\n${alias}`
    : `${result.slice(0, registry)}${alias}\n${result.slice(registry)}`
}
