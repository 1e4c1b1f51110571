/**
 * Validates, compiles and extracts the Sanity content model the way `sanity schema extract` does,
 * with `@sanity/schema` only (docs/references.md "Sanity TypeGen without the sanity package").
 */
import { Schema } from '@sanity/schema'
import { builtinTypes, extractSchema, groupProblems, validateSchema } from '@sanity/schema/_internal'

/** One problem `validateSchema` found, at `path` (`type.field…`). */
export interface SchemaProblem {
  severity: 'error' | 'warning'
  message: string
  path: string
}

/** Validates schema types; returns every problem with its path (`type.field…`). Never throws. */
export function findSchemaProblems(types: unknown[]): SchemaProblem[] {
  const validated = validateSchema(types).getTypes()
  const problems: SchemaProblem[] = []
  for (const group of groupProblems(validated)) {
    const path = group.path.map((segment) => ('name' in segment ? segment.name : String(segment))).join('.')
    for (const problem of group.problems) {
      problems.push({ severity: problem.severity, message: problem.message, path })
    }
  }
  return problems
}

/**
 * Validates, compiles (with Sanity's built-in types as parent) and extracts the schema
 * (`enforceRequiredFields: true`, so `rule.required()` fields are non-optional in TypeGen output).
 * Throws an Error listing every schema error; warnings are returned.
 */
export function compileContentSchema(types: unknown[]) {
  const problems = findSchemaProblems(types)
  const errors = problems.filter((problem) => problem.severity === 'error')
  if (errors.length > 0) {
    const list = errors.map((error) => `  ${error.path}: ${error.message}`).join('\n')
    throw new Error(`content schema has ${errors.length} error(s):\n${list}`)
  }
  const schema = Schema.compile({
    name: 'default',
    types,
    parent: Schema.compile({ name: 'studio', types: builtinTypes }),
  })
  const extracted = extractSchema(schema, { enforceRequiredFields: true })
  const warnings = problems.map((problem) => `${problem.path}: ${problem.message}`)
  return { extracted, warnings }
}
