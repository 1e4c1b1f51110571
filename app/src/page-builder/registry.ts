import type { PageBlockOf, PageBlockType } from '@music/sdk/content'
import type { ComponentType } from 'react'

/** The component that renders blocks of `_type` `T`; it receives the projected block as `block`. */
export type BlockComponent<T extends PageBlockType> = ComponentType<{ block: PageBlockOf<T> }>

/**
 * One component for every block type of the TypeGen union (`PageBlockType` from
 * `@music/sdk/content`): the shape the registry must have.
 */
export type BlockRegistry = { [T in PageBlockType]: BlockComponent<T> }

/**
 * THE map from block `_type` to its component (STYLE.md "The block registry"). Components live in
 * `app/src/blocks/<block-type>/` and are imported here.
 * TRANSITION: `satisfies Partial<BlockRegistry>` while the blocks are being written; the final
 * shape is `satisfies BlockRegistry`, so a block type without a component fails to compile.
 */
export const blockComponents = {} satisfies Partial<BlockRegistry>

const registry: Partial<BlockRegistry> = blockComponents

/** The component for a block type, or `undefined` for a type the registry does not know. */
export function blockComponentFor<T extends PageBlockType>(type: T): BlockComponent<T> | undefined {
  return registry[type]
}
