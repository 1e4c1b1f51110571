/**
 * Type-level checks of the TypeGen output (run by `npm run typecheck` after `npm run codegen`): a stale
 * or `any` result type fails the type-check. At run time each test checks the query text the types
 * were derived from: what `client.fetch` is sent, and the fields the types promise.
 */
import type { SanityClient } from '@sanity/client'
import { describe, expect, expectTypeOf, it } from 'vitest'
import type { BlockTypeName, ContentTypeName } from '../../../specs/content/constants.ts'
import type { HomepageQueryResult, SoundpackQueryResult } from '../generated/content/types.ts'
import { type PageBlockOf, type PageBlockType, type PageQueryResult, pageParams } from './fetch.ts'
import {
  type ContentType,
  heroBlockFields,
  homepageQuery,
  latestStudioLicenseModalQuery,
  videoFields,
} from './index.ts'

const fetchHome = (client: SanityClient) => client.fetch(homepageQuery, pageParams())
const fetchModal = (client: SanityClient) => client.fetch(latestStudioLicenseModalQuery)

describe('TypeGen result types', () => {
  it('types client.fetch by the query and pages by content type', async () => {
    expectTypeOf<Awaited<ReturnType<typeof fetchHome>>>().toEqualTypeOf<HomepageQueryResult>()
    expectTypeOf<Awaited<ReturnType<typeof fetchModal>>>().not.toBeAny()
    expectTypeOf<PageQueryResult<'soundpack'>>().toEqualTypeOf<SoundpackQueryResult>()
    expectTypeOf<ContentType>().toEqualTypeOf<ContentTypeName>()
    expectTypeOf<NonNullable<PageQueryResult<'homepage'>>['_type']>().toEqualTypeOf<'homepage'>()
    expectTypeOf<NonNullable<PageQueryResult<'soundpack'>>>().toHaveProperty('heroImage')
    expectTypeOf<NonNullable<PageQueryResult<'downloads'>>>().toHaveProperty('semanticVersion')
    expectTypeOf<NonNullable<PageQueryResult<'downloadArchive'>>>().toHaveProperty('releaseData')
    const calls: unknown[][] = []
    const client = {
      fetch: (...args: unknown[]) => {
        calls.push(args)
        return Promise.resolve(null)
      },
    } as unknown as SanityClient
    expect(await fetchHome(client)).toBeNull()
    expect(calls).toEqual([[homepageQuery, { slug: null, product: null }]])
    expect(homepageQuery).toMatch(/^\*\[_type == "homepage" && /)
  })

  it('types page-builder blocks as a union discriminated by _type', () => {
    expectTypeOf<PageBlockType>().toEqualTypeOf<BlockTypeName>()
    expectTypeOf<PageBlockOf<'heroBlock'>>().toHaveProperty('landscapeImage')
    expectTypeOf<PageBlockOf<'heroBlock'>>().toHaveProperty('tabletRotatedVideo')
    expectTypeOf<NonNullable<PageBlockOf<'heroBlock'>['desktopVideo']>['mediaTags']>().toEqualTypeOf<
      string[] | null
    >()
    expect(heroBlockFields).toContain('"landscapeImage": landscapeImage{')
    expect(heroBlockFields).toContain('"tabletRotatedVideo": tabletRotatedVideo->{')
    expect(heroBlockFields).toContain('"desktopVideo": desktopVideo->{')
    expect(videoFields).toContain('"mediaTags": mediaTags[]->name.current')
  })
})
