import { definePage } from './page.ts'

/** `upgrade`: the upgrade page, /upgrade (docs/requirements.md §2). */
export const upgrade = definePage({ name: 'upgrade', title: 'Upgrade' })
