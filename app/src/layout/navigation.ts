import { linkOptions } from '@tanstack/react-router'
import { productTitles } from '../content/content-path.ts'

/** The header's product navigation: every product of docs/requirements.md §1, in spec order, with its home page. */
export const productNavigation = [
  { label: productTitles.studio, link: linkOptions({ to: '/$product', params: { product: 'studio' } }) },
  { label: productTitles.sample, link: linkOptions({ to: '/$product', params: { product: 'sample' } }) },
  { label: productTitles['hex-fx'], link: linkOptions({ to: '/$product', params: { product: 'hex-fx' } }) },
  { label: productTitles['dj-pro'], link: linkOptions({ to: '/dj/pro' }) },
  { label: productTitles['dj-lite'], link: linkOptions({ to: '/dj/lite' }) },
  { label: productTitles.pnt, link: linkOptions({ to: '/$product', params: { product: 'pnt' } }) },
  { label: productTitles['producer-suite'], link: linkOptions({ to: '/music-production/producer-suite' }) },
]

/** The footer's link groups. */
export const footerNavigation = [
  {
    heading: 'Products',
    links: [
      { label: 'DJ software', link: linkOptions({ to: '/dj' }) },
      { label: 'Music production', link: linkOptions({ to: '/music-production' }) },
      { label: 'Sounds', link: linkOptions({ to: '/studio/sounds' }) },
      { label: 'Upgrade', link: linkOptions({ to: '/upgrade' }) },
    ],
  },
  {
    heading: 'Downloads',
    links: [
      { label: 'DJ Pro', link: linkOptions({ to: '/dj/pro/downloads' }) },
      { label: 'DJ Lite', link: linkOptions({ to: '/dj/lite/downloads' }) },
      { label: 'Studio', link: linkOptions({ to: '/$product/downloads', params: { product: 'studio' } }) },
      { label: 'Sample', link: linkOptions({ to: '/$product/downloads', params: { product: 'sample' } }) },
      { label: 'Hex FX', link: linkOptions({ to: '/$product/downloads', params: { product: 'hex-fx' } }) },
    ],
  },
  {
    heading: 'Company',
    links: [
      { label: 'Careers', link: linkOptions({ to: '/careers' }) },
      { label: 'DJ Pro tutorials', link: linkOptions({ to: '/dj/pro/tutorials' }) },
      {
        label: 'Studio tutorials',
        link: linkOptions({ to: '/$product/tutorials', params: { product: 'studio' } }),
      },
    ],
  },
]
