/**
 * Versions of host applications and operating systems as the notification service writes them: 1 to 4
 * dot-separated integers, `major.minor.patch.build` (`4.0`, `3.2.1`, `10.0.19045.1`); `0` means any
 * version (public SDK `types/Notifications.d.ts`, `Host`).
 *
 * Not semver: semver needs exactly three parts and has no fourth (build) number, and
 * `semver.coerce('3.2.1.1234')` would drop the build; here `4.0` must equal `4.0.0.0` and builds
 * must order. So a small comparison of its own (decision 014): numbers compared left to right,
 * missing parts counting as 0.
 */

/** A parsed version: `[major, minor, patch, build]`. */
export type VersionParts = readonly [number, number, number, number]

const VERSION = /^\d+(\.\d+){0,3}$/

/** The four numbers of `value`, or undefined when it is not 1 to 4 dot-separated integers. */
export function parseVersion(value: string): VersionParts | undefined {
  if (!VERSION.test(value)) return undefined
  const parts = value.split('.').map(Number)
  if (parts.some((part) => !Number.isSafeInteger(part))) return undefined
  return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 0]
}

/** True when `value` is 1 to 4 dot-separated integers. */
export function isVersion(value: string): boolean {
  return parseVersion(value) !== undefined
}

/**
 * Orders two versions numerically (`3.10` > `3.9`; `4.0` = `4.0.0.0`).
 * @returns negative when `a` < `b`, 0 when equal, positive when `a` > `b`
 * @throws TypeError when either is not a version
 */
export function compareVersions(a: string, b: string): number {
  const [left, right] = [parseVersion(a), parseVersion(b)]
  if (!left || !right) throw new TypeError(`Not a version: ${left ? b : a}`)
  for (let index = 0; index < 4; index++) {
    const difference = (left[index] as number) - (right[index] as number)
    if (difference !== 0) return Math.sign(difference)
  }
  return 0
}

/** True when `bound` means "any version": `0` (or `0.0`, …). An absent bound is any version too. */
export function isAnyVersion(bound: string | undefined): boolean {
  return bound === undefined || bound === '' || parseVersion(bound)?.every((part) => part === 0) === true
}

/**
 * Whether `version` lies inside `[min, max]`, both bounds inclusive, `0` meaning no bound. A version
 * that is absent or malformed is inside only a range with no bounds (nothing to compare it to).
 */
export function versionInRange(
  version: string | undefined,
  min: string | undefined,
  max: string | undefined,
) {
  if (isAnyVersion(min) && isAnyVersion(max)) return true
  if (version === undefined || !isVersion(version)) return false
  if (!isAnyVersion(min) && compareVersions(version, min as string) < 0) return false
  return isAnyVersion(max) || compareVersions(version, max as string) <= 0
}

/** A range for people: `3.0 – 3.9.99`, `4.0 or later`, `up to 2.1`, `any version`. */
export function describeRange(min: string | undefined, max: string | undefined): string {
  const [anyMin, anyMax] = [isAnyVersion(min), isAnyVersion(max)]
  if (anyMin && anyMax) return 'any version'
  if (anyMax) return `${min} or later`
  if (anyMin) return `up to ${max}`
  return min === max ? `exactly ${min}` : `${min} – ${max}`
}
