/**
 * Products and page content types as the site names them (spec §1, §2): the content model's one list,
 * through the sdk (`@music/sdk/content`, generated from `specs/content/constants.ts`).
 */
export {
  type ContentTypeName,
  contentTypeNames,
  isContentTypeName,
  isProductKey,
  type ProductKey,
  productKeys,
  productTitles,
} from '@music/sdk/content'
