/**
 * What a person had typed into a signed-in screen's form when its session changed in another tab
 * (signed out there, or another account signed in: docs/decisions/034): kept in this tab for the user
 * who typed it, and handed back to the same form when that user's screens show again here (issue 33).
 *
 * Kept in `sessionStorage`: this tab only, gone when it closes, and it survives the trip to the
 * identity service's sign-in and back ("Sign in again"). It holds personal data, so no more than it
 * must: only the fields that were changed, only after a session change (never while a person types),
 * for {@link DRAFT_LIFETIME_MS} at most, taken out when handed back, given only to the same user on the
 * same page's form of the same name, and forgotten when this tab signs out. Storage that refuses
 * (full, disabled) keeps nothing, and the screen does not say it kept anything.
 */

/** How long a kept draft waits for its user, in ms (an hour). */
export const DRAFT_LIFETIME_MS = 60 * 60 * 1000

const PREFIX = 'site:session-draft:'

/** Which form a draft is of: the user who typed it, the page's path, the form's name (`aria-label`). */
export interface DraftOwner {
  user: number
  path: string
  form: string
}

/** A kept draft as stored. */
interface StoredDraft extends DraftOwner {
  /** The changed fields' values, by field name. */
  values: Record<string, unknown>
  /** When it was kept (ms since the epoch). */
  keptAt: number
}

const listeners = new Set<() => void>()

const storage = (): Storage | undefined => {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage
  } catch {
    // A browser that refuses storage to the page (privacy settings) throws on access.
    return undefined
  }
}

const keyOf = ({ user, path, form }: DraftOwner) => `${PREFIX}${JSON.stringify([user, path, form])}`

/** The keys of `store` that hold drafts. */
function draftKeys(store: Storage): string[] {
  const keys: string[] = []
  for (let index = 0; index < store.length; index++) {
    const key = store.key(index)
    if (key?.startsWith(PREFIX)) keys.push(key)
  }
  return keys
}

/** Every draft of this tab, the expired ones removed. */
function drafts(now: number): StoredDraft[] {
  const store = storage()
  if (!store) return []
  const kept: StoredDraft[] = []
  for (const key of draftKeys(store)) {
    const draft = parse(store.getItem(key))
    if (draft && now - draft.keptAt < DRAFT_LIFETIME_MS && keyOf(draft) === key) kept.push(draft)
    else store.removeItem(key)
  }
  return kept
}

/** A stored draft, or undefined for anything else under our prefix (then removed). */
function parse(text: string | null): StoredDraft | undefined {
  try {
    const value = JSON.parse(text ?? '') as Partial<StoredDraft> | null
    if (
      typeof value?.user === 'number' &&
      typeof value.path === 'string' &&
      typeof value.form === 'string' &&
      typeof value.keptAt === 'number' &&
      typeof value.values === 'object' &&
      value.values !== null
    )
      return value as StoredDraft
  } catch {
    // Not ours, or damaged: dropped by the caller.
  }
  return undefined
}

const changed = () => {
  for (const listener of [...listeners]) listener()
}

/**
 * Keeps `values` (the fields a person changed) for `owner`, replacing an earlier draft of the same form.
 * @returns false when the browser's storage refused it
 */
export function keepDraft(owner: DraftOwner, values: Record<string, unknown>, now = Date.now()): boolean {
  const store = storage()
  if (!store) return false
  try {
    store.setItem(keyOf(owner), JSON.stringify({ ...owner, values, keptAt: now } satisfies StoredDraft))
  } catch {
    return false
  }
  changed()
  return true
}

/** Takes out and returns the draft of `owner`'s form, if one is kept and not expired; else undefined. */
export function takeDraft(owner: DraftOwner, now = Date.now()): Record<string, unknown> | undefined {
  const draft = drafts(now).find((candidate) => keyOf(candidate) === keyOf(owner))
  if (!draft) return undefined
  storage()?.removeItem(keyOf(owner))
  changed()
  return draft.values
}

/** The names of the forms whose drafts are kept for `user` (for the "session changed" notice). */
export function keptDraftForms(user: number, now = Date.now()): string[] {
  return [
    ...new Set(
      drafts(now)
        .filter((draft) => draft.user === user)
        .map((draft) => draft.form),
    ),
  ]
}

/** Forgets every draft of this tab (it signs out). */
export function forgetDrafts(): void {
  const store = storage()
  if (!store) return
  for (const key of draftKeys(store)) store.removeItem(key)
  changed()
}

/** Calls `listener` when drafts are kept, taken or forgotten in this tab. @returns the unsubscribe */
export function subscribeDrafts(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
