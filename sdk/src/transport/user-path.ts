/**
 * User id 0 means the current user and uses `/me` paths; any other id uses `/users/{userId}` (docs/requirements.md §6).
 * @param userId numeric user id (or its string form); 0 = the signed-in user
 * @param suffix path after the user segment, e.g. `/licenses` (a missing leading `/` is added)
 * @returns `/me{suffix}` or `/users/{userId}{suffix}`, without the API version prefix
 * @throws TypeError when `userId` is not a non-negative integer
 */
export function userPath(userId: number | string, suffix = ''): string {
  const id = typeof userId === 'string' && /^\d+$/.test(userId) ? Number(userId) : userId
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 0) {
    throw new TypeError(`userPath: user id must be a non-negative integer, got ${String(userId)}`)
  }
  const tail = suffix === '' || suffix.startsWith('/') ? suffix : `/${suffix}`
  return id === 0 ? `/me${tail}` : `/users/${id}${tail}`
}
