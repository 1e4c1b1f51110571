import { definePage } from './page.ts'

/** `pricingChild`: a pricing sub-page, /{product}/pricing/{slug} (docs/requirements.md §2). */
export const pricingChild = definePage({
  name: 'pricingChild',
  title: 'Pricing (child page)',
  slugRequired: true,
})
