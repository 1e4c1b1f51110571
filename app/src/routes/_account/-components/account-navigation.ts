import type { AreaNavEntry } from '../../../screens/area-layout.tsx'

/** The customer area's name: its navigation landmark and the middle of its screens' titles. */
export const ACCOUNT_AREA = 'My account'

/**
 * The customer area's screens, in menu order (docs/decisions/015). A screen is listed once its route
 * exists (`to` only accepts paths of the route tree): adding a screen is its route file plus one line
 * here. Still to come: beta programs, rewards, AI images (issue 14).
 */
export const accountNavigation = [
  { to: '/account', label: 'Overview', exact: true },
  { to: '/account/products', label: 'Products & licences' },
  { to: '/account/downloads', label: 'Downloads' },
  { to: '/account/subscriptions', label: 'Subscriptions' },
  { to: '/account/orders', label: 'Orders & invoices' },
  { to: '/account/payment-methods', label: 'Payment methods' },
  { to: '/account/vouchers', label: 'Vouchers' },
  { to: '/account/profile', label: 'Profile' },
  { to: '/account/settings', label: 'Account settings' },
  { to: '/account/beta-programs', label: 'Beta programs' },
  { to: '/account/partner-promotions', label: 'Partner promotions' },
  { to: '/account/rewards', label: 'Rewards & referrals' },
  { to: '/account/library', label: 'Cloud library' },
  { to: '/account/ai-images', label: 'AI images' },
] as const satisfies readonly AreaNavEntry[]
