import { definePage } from './page.ts'

/** `upgrade`: the upgrade page, /upgrade (spec §2). */
export const upgrade = definePage({ name: 'upgrade', title: 'Upgrade' })
