/**
 * The files of the customer's cloud library that the account knows of (docs/decisions/023): the cloud
 * library service has no list operation (decision 017), so the account lists the files it was pointed
 * to — a link `/account/library?file=<id>` (from the desktop applications or an e-mail) or an ID the
 * customer entered — remembered in this browser per user (localStorage `music:cloud-library:<userId>`,
 * ids only: the service gives the name, size and a fresh download each time).
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react'

/** What a file id looks like (`f_01HZX4Q8J6N2`): letters, digits, `_` and `-`. */
const LIBRARY_FILE_ID = /^[A-Za-z0-9_-]{1,64}$/

/** How many files the list keeps; adding more drops the oldest. */
const LIBRARY_REFERENCE_LIMIT = 50

/** The storage a list lives in (localStorage; tests pass their own). */
type ReferenceStorage = Pick<Storage, 'getItem' | 'setItem'>

const storageKey = (userId: number) => `music:cloud-library:${userId}`

/** The file ids listed for `userId`, the most recently added first; anything malformed is left out. */
export function readLibraryReferences(userId: number, storage: ReferenceStorage = localStorage): string[] {
  return parseReferences(storage.getItem(storageKey(userId)))
}

function parseReferences(raw: string | null): string[] {
  if (!raw) return []
  try {
    const parsed: unknown = JSON.parse(raw)
    if (!Array.isArray(parsed)) return []
    const ids = parsed.filter((id): id is string => typeof id === 'string' && LIBRARY_FILE_ID.test(id))
    return [...new Set(ids)].slice(0, LIBRARY_REFERENCE_LIMIT)
  } catch {
    return []
  }
}

function write(userId: number, ids: readonly string[], storage: ReferenceStorage): void {
  try {
    storage.setItem(storageKey(userId), JSON.stringify(ids.slice(0, LIBRARY_REFERENCE_LIMIT)))
  } catch {
    // Storage full or refused (private browsing): the list is not remembered, nothing else breaks.
  }
  for (const listener of listeners) listener()
}

/** Lists `fileId` first for `userId` (moved there when already listed). @throws on a malformed id */
function addLibraryReference(userId: number, fileId: string, storage: ReferenceStorage = localStorage) {
  if (!LIBRARY_FILE_ID.test(fileId)) throw new Error(`Not a library file id: ${fileId}`)
  const ids = readLibraryReferences(userId, storage).filter((id) => id !== fileId)
  write(userId, [fileId, ...ids], storage)
}

/** Takes `fileId` off the list of `userId` (the file stays in the library). */
function removeLibraryReference(userId: number, fileId: string, storage: ReferenceStorage = localStorage) {
  write(
    userId,
    readLibraryReferences(userId, storage).filter((id) => id !== fileId),
    storage,
  )
}

/**
 * The file id in what the customer entered: an id (`f_01HZX4Q8J6N2`) or a link whose `file` parameter
 * holds one (`https://…/account/library?file=f_01HZX4Q8J6N2`); undefined for anything else.
 */
export function fileIdFrom(input: string): string | undefined {
  const text = input.trim()
  if (LIBRARY_FILE_ID.test(text)) return text
  try {
    const id = new URL(text).searchParams.get('file') ?? ''
    return LIBRARY_FILE_ID.test(id) ? id : undefined
  } catch {
    return undefined
  }
}

const listeners = new Set<() => void>()

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  // Another tab changed the list.
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}

/**
 * The library files listed for `userId` in this browser, kept in step with changes (this tab's and
 * other tabs'): `[ids, add, remove]`.
 */
export function useLibraryReferences(
  userId: number,
): [ids: readonly string[], add: (fileId: string) => void, remove: (fileId: string) => void] {
  // The stored text is the snapshot (a string compares by value), parsed once per change.
  const raw = useSyncExternalStore(
    subscribe,
    () => localStorage.getItem(storageKey(userId)),
    () => null,
  )
  const ids = useMemo(() => parseReferences(raw), [raw])
  const add = useCallback((fileId: string) => addLibraryReference(userId, fileId), [userId])
  const remove = useCallback((fileId: string) => removeLibraryReference(userId, fileId), [userId])
  return [ids, add, remove]
}
