import type { AreaNavEntry } from '../../../screens/area-layout.tsx'

/** The staff console's name: its navigation landmark and the middle of its screens' titles. */
export const STAFF_AREA = 'Staff console'

/** The staff console's screens, in menu order (docs/decisions/015, 024). */
export const staffNavigation = [
  { to: '/staff/notifications', label: 'Campaigns' },
  { to: '/staff/notifications/test-users', label: 'Test users' },
  { to: '/staff/notifications/who-sees-what', label: 'Who sees what' },
] as const satisfies readonly AreaNavEntry[]
