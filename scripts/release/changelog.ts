/**
 * How a changeset becomes an entry of `sdk/CHANGELOG.md` (`.changeset/config.json` `changelog`, used by
 * `changeset version` in `npm run release:version`; decision 040): the changeset's own text, which says
 * what changed and what to do, as one list item. No commit hash (Changesets' default changelog starts
 * each entry with one) and no `release:check breaks` comment (the list the release check reads): a team
 * reading the changelog has neither this repository's history nor its tooling.
 */

/** The part of a changeset Changesets hands to a changelog function. */
interface ChangesetSummary {
  summary: string
}

/** The list item of one changeset: its text without the breaks comment, continuation lines indented. */
export function releaseLine(changeset: ChangesetSummary): string {
  const text = changeset.summary.replace(/<!--[\s\S]*?-->/g, '').trim()
  const [first = '', ...rest] = text.split('\n').map((line) => line.trimEnd())
  return [`- ${first}`, ...rest.map((line) => (line === '' ? '' : `  ${line}`))].join('\n')
}

/** Changesets' changelog functions (it imports this module's default export). */
export default {
  getReleaseLine: async (changeset: ChangesetSummary) => releaseLine(changeset),
  // Private workspaces are not versioned (config `privatePackages`): no dependency lines.
  getDependencyReleaseLine: async () => '',
}
