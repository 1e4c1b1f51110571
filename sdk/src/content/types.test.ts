/**
 * Type-level checks of the TypeGen output (run by `npm run typecheck` after `npm run codegen`;
 * the runtime part only proves the module loads). A stale or `any` result type fails the type-check.
 */
import type { SanityClient } from '@sanity/client'
import { describe, expect, expectTypeOf, it } from 'vitest'
import type { BlockTypeName, ContentTypeName } from '../../../specs/content/constants.ts'
import type { HomepageQueryResult, SoundpackQueryResult } from '../generated/content/types.ts'
import { type PageBlockOf, type PageBlockType, type PageQueryResult, pageParams } from './fetch.ts'
import { type ContentType, homepageQuery, latestStudioLicenseModalQuery } from './index.ts'

const fetchHome = (client: SanityClient) => client.fetch(homepageQuery, pageParams())
const fetchModal = (client: SanityClient) => client.fetch(latestStudioLicenseModalQuery)

describe('TypeGen result types', () => {
  it('types client.fetch by the query and pages by content type', () => {
    expectTypeOf<Awaited<ReturnType<typeof fetchHome>>>().toEqualTypeOf<HomepageQueryResult>()
    expectTypeOf<Awaited<ReturnType<typeof fetchModal>>>().not.toBeAny()
    expectTypeOf<PageQueryResult<'soundpack'>>().toEqualTypeOf<SoundpackQueryResult>()
    expectTypeOf<ContentType>().toEqualTypeOf<ContentTypeName>()
    expectTypeOf<NonNullable<PageQueryResult<'homepage'>>['_type']>().toEqualTypeOf<'homepage'>()
    expectTypeOf<NonNullable<PageQueryResult<'soundpack'>>>().toHaveProperty('heroImage')
    expectTypeOf<NonNullable<PageQueryResult<'downloads'>>>().toHaveProperty('semanticVersion')
    expectTypeOf<NonNullable<PageQueryResult<'downloadArchive'>>>().toHaveProperty('releaseData')
    expect(typeof fetchHome).toBe('function')
  })

  it('types page-builder blocks as a union discriminated by _type', () => {
    expectTypeOf<PageBlockType>().toEqualTypeOf<BlockTypeName>()
    expectTypeOf<PageBlockOf<'heroBlock'>>().toHaveProperty('landscapeImage')
    expectTypeOf<PageBlockOf<'heroBlock'>>().toHaveProperty('tabletRotatedVideo')
    expectTypeOf<NonNullable<PageBlockOf<'heroBlock'>['desktopVideo']>['mediaTags']>().toEqualTypeOf<
      string[] | null
    >()
    expect(true).toBe(true)
  })
})
