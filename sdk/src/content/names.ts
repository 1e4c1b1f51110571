/**
 * The content model's names (docs/requirements.md §1 product list, §2 page content types, §3 block types), generated
 * from `specs/content/constants.ts` by `npm run codegen`: the one list the sdk and the app share.
 */
import {
  type blockTypeNames,
  contentTypeNames,
  type osKeys,
  productKeys,
} from '../generated/content/names.ts'

export {
  blockTypeNames,
  contentTypeNames,
  osKeys,
  productKeys,
  productTitles,
} from '../generated/content/names.ts'

/** A product key used in paths and in every page's `product` field (docs/requirements.md §1), e.g. `dj-pro`. */
export type ProductKey = (typeof productKeys)[number]
/** One of the 24 page content types of docs/requirements.md §2, e.g. `homepage`. */
export type ContentTypeName = (typeof contentTypeNames)[number]
/** One of the 32 page-builder block types of docs/requirements.md §3, e.g. `heroBlock`. */
export type BlockTypeName = (typeof blockTypeNames)[number]
/** An operating system a download is built for. */
export type OsKey = (typeof osKeys)[number]

/** True when `value` is one of the seven product keys (docs/requirements.md §1). */
export function isProductKey(value: unknown): value is ProductKey {
  return typeof value === 'string' && (productKeys as readonly string[]).includes(value)
}

/** True when `value` is one of the 24 page content types (docs/requirements.md §2). */
export function isContentTypeName(value: unknown): value is ContentTypeName {
  return typeof value === 'string' && (contentTypeNames as readonly string[]).includes(value)
}
