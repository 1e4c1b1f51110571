/**
 * Version comparison of host specifications: 1 to 4 numbers, compared numerically, missing parts 0,
 * `0` any version, both bounds inclusive.
 */
import { describe, expect, it } from 'vitest'
import {
  compareVersions,
  describeRange,
  isAnyVersion,
  isVersion,
  parseVersion,
  versionInRange,
} from './versions.ts'

describe('versions', () => {
  it('accepts 1 to 4 dot-separated integers only', () => {
    expect(['4', '4.0', '3.2.1', '10.0.0.19041'].every(isVersion)).toBe(true)
    expect(['', '4.', '.4', '4.0.0.0.1', '3.2.1-beta', 'v4', '4.x', ' 4', '1e3'].some(isVersion)).toBe(false)
    expect(parseVersion('3.2')).toEqual([3, 2, 0, 0])
  })

  it('compares part by part as numbers, missing parts counting as 0', () => {
    expect(compareVersions('3.10', '3.9')).toBe(1)
    expect(compareVersions('3.9.99', '3.10')).toBe(-1)
    expect(compareVersions('4.0', '4.0.0.0')).toBe(0)
    expect(compareVersions('4', '4.0.0.1')).toBe(-1)
    expect(() => compareVersions('4.x', '4')).toThrow(TypeError)
  })

  it('treats 0 (and an absent bound) as any version', () => {
    expect([undefined, '', '0', '0.0', '0.0.0.0'].every(isAnyVersion)).toBe(true)
    expect(isAnyVersion('0.1')).toBe(false)
  })

  it('includes both bounds; equal bounds hold exactly one version', () => {
    expect(versionInRange('3.0', '3.0', '3.9')).toBe(true)
    expect(versionInRange('3.9', '3.0', '3.9')).toBe(true)
    expect(versionInRange('3.9.0.1', '3.0', '3.9')).toBe(false)
    expect(versionInRange('2.9.99', '3.0', '0')).toBe(false)
    expect(versionInRange('3.2.1', '3.2.1', '3.2.1')).toBe(true)
    expect(versionInRange('3.2.2', '3.2.1', '3.2.1')).toBe(false)
    expect(versionInRange(undefined, '0', '0')).toBe(true)
    expect(versionInRange(undefined, '3.0', '0')).toBe(false)
    expect(versionInRange('latest', '0', '4')).toBe(false)
  })

  it('describes ranges for people', () => {
    expect([
      describeRange('0', '0'),
      describeRange('3.0', '0'),
      describeRange('0', '2.1'),
      describeRange('3', '3'),
      describeRange('3.0', '3.9'),
    ]).toEqual(['any version', '3.0 or later', 'up to 2.1', 'exactly 3', '3.0 – 3.9'])
  })
})
