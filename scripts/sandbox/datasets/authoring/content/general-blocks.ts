/** Section builders shared by the general-pattern page modules. */
import { block, cta, headerSec, img, rt, sec } from './build.ts'

/** A section with a page header (eyebrow, heading, subheading, optional background). */
export const header = (eyebrow: string, heading: string, subheading: string, background?: string) =>
  headerSec({ eyebrow, heading, subheading, ...(background ? { backgroundImage: img(background) } : {}) })

/** A section with one basic content block (heading and rich text). */
export const text = (heading: string, ...body: Parameters<typeof rt>) =>
  sec({ title: heading }, block('basicContentBlock', { heading, body: rt(...body) }))

/** A section with one product card and its call to action. */
export const buy = (
  product: string,
  heading: string,
  body: string,
  price: string,
  icon: string,
  path: string,
  label: string,
) =>
  sec(
    { title: 'Buy' },
    block('productCard', {
      product,
      heading,
      body: rt(body),
      image: img(icon),
      priceLabel: price,
      ctas: [cta(label, path)],
    }),
  )
