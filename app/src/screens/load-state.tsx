/**
 * The kit's states of something a screen loads (docs/decisions/015, 033, 037), for a `Section` and for
 * what loads outside one (a dialog's plans, the card form): one way to say "loading", "offline" and
 * "could not be loaded", so no screen types them again and misses a branch (the ended session, the
 * connection).
 */
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react'
import { useOnline } from './connection.tsx'
import { isSessionEnded, serviceErrorMessage } from './service-errors.ts'
import { useReportSessionEnded } from './session-ended.tsx'

/**
 * Something loading: `children` (a skeleton shaped like what comes, `aria-hidden` by the caller's
 * choice) and "Loading {what}…" announced politely; `aria-busy` while it lasts. While the browser is
 * offline the request waits for the connection (decision 037): then it says so in words instead of a
 * placeholder that would pulse for as long as the connection is gone.
 * @param what the subject in a sentence: "“Your vouchers”", "the plans"
 * @param visible show the "Loading …" line (default: for screen readers only, the skeleton shows it)
 */
export function Loading({
  what,
  visible = false,
  children,
}: {
  what: string
  visible?: boolean
  children?: ReactNode
}) {
  const online = useOnline()
  if (!online)
    return (
      <p className="screen-notice loading-offline" role="status">
        You are offline. We load {what} when you are back online.
      </p>
    )
  return (
    <div aria-busy="true">
      <p className={visible ? 'screen-muted' : 'visually-hidden'} role="status">
        Loading {what}…
      </p>
      {children}
    </div>
  )
}

/** Props of {@link LoadError}. */
export interface LoadErrorProps {
  /** What could not be loaded, as a sentence's subject: "“Register a product”", "The plans". */
  subject: string
  /** The failure (the transport's `ServiceError`s say why). */
  error: unknown
  /** "Try again": fetches what failed again. */
  onRetry: () => void
  /** Says why instead of the error's words (a reply that cannot be used). */
  message?: string
}

/**
 * Something that could not be loaded: "{subject} could not be loaded." with why
 * (`serviceErrorMessage`: offline, a timeout, the service down…) and "Try again", as an alert. An
 * ended session instead reports to the area's one "Sign in again" alert and says the part is back
 * after signing in (decision 033).
 */
export function LoadError({ subject, error, onRetry, message }: LoadErrorProps) {
  if (isSessionEnded(error)) return <SessionEndedLine />
  return (
    <FailureAlert subjects={[subject]} message={message ?? serviceErrorMessage(error)} onRetry={onRetry} />
  )
}

/** A part's line while the session is over; the area's alert offers the way back. */
function SessionEndedLine() {
  useReportSessionEnded()
  return <p className="screen-muted">This part is back once you sign in again.</p>
}

function FailureAlert({
  subjects,
  message,
  onRetry,
}: {
  subjects: string[]
  message: string
  onRetry: () => void
}) {
  return (
    <div className="screen-notice screen-notice--error" role="alert">
      <p>
        <strong>{joinSubjects(subjects)} could not be loaded.</strong> {message}
      </p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        Try again
      </button>
    </div>
  )
}

/** "A", "A and B", "A, B and C". */
function joinSubjects(subjects: readonly string[]): string {
  return subjects.length <= 2
    ? subjects.join(' and ')
    : `${subjects.slice(0, -1).join(', ')} and ${subjects.at(-1)}`
}

/** A section's failure, as the area's {@link FailureGroups} keeps it. */
interface Failure {
  id: string
  subject: string
  message: string
  retry: () => void
  /** Where it shows, so the first in reading order speaks for the others. */
  element: () => Element | null
}

/** Failures in the order they read on the page (the order they failed in, where not shown yet). */
function inReadingOrder(failures: readonly Failure[]): Failure[] {
  return [...failures].sort((a, b) => {
    const [first, second] = [a.element(), b.element()]
    if (!first || !second || first === second) return 0
    return first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1
  })
}

interface FailureRegistryValue {
  failures: readonly Failure[]
  report: (failure: Failure) => void
  clear: (id: string) => void
}

const FailureRegistry = createContext<FailureRegistryValue | null>(null)

/**
 * Where an area gathers its sections' failures (in `AreaLayout`), so one failure is said once: when
 * several sections fail alike (one service down under two cards: "Subscriptions" and "Offers for you"
 * both "Something went wrong on our side"), the first of them in reading order shows one alert naming
 * them all, whose "Try again" retries them all; the others say they could not be loaded either and
 * point to it.
 * Without it (a screen's test), each section says its own.
 */
export function FailureGroups({ children }: { children: ReactNode }) {
  const [failures, setFailures] = useState<readonly Failure[]>([])
  const report = useCallback(
    (failure: Failure) =>
      setFailures((previous) => {
        const known = previous.find((f) => f.id === failure.id)
        if (known && known.subject === failure.subject && known.message === failure.message) return previous
        return known ? previous.map((f) => (f.id === failure.id ? failure : f)) : [...previous, failure]
      }),
    [],
  )
  const clear = useCallback(
    (id: string) =>
      setFailures((previous) =>
        previous.some((f) => f.id === id) ? previous.filter((f) => f.id !== id) : previous,
      ),
    [],
  )
  const registry = useMemo(() => ({ failures, report, clear }), [failures, report, clear])
  return <FailureRegistry.Provider value={registry}>{children}</FailureRegistry.Provider>
}

/**
 * A section's failure (decision 037): as {@link LoadError}, but the first of the area's sections that
 * failed alike speaks for all of them ({@link FailureGroups}).
 */
export function SectionFailure({ subject, error, onRetry }: Omit<LoadErrorProps, 'message'>) {
  if (isSessionEnded(error)) return <SessionEndedLine />
  return <GroupedFailure subject={subject} message={serviceErrorMessage(error)} onRetry={onRetry} />
}

function GroupedFailure({
  subject,
  message,
  onRetry,
}: {
  subject: string
  message: string
  onRetry: () => void
}) {
  const registry = useContext(FailureRegistry)
  const id = useId()
  const box = useRef<HTMLDivElement>(null)
  const retry = useRef(onRetry)
  retry.current = onRetry
  const report = registry?.report
  const clear = registry?.clear
  useEffect(() => {
    report?.({ id, subject, message, retry: () => retry.current(), element: () => box.current })
  }, [report, id, subject, message])
  useEffect(() => () => clear?.(id), [clear, id])
  const alike = inReadingOrder(registry?.failures.filter((failure) => failure.message === message) ?? [])
  const lead = alike[0]
  return (
    <div ref={box}>
      {!lead || lead.id === id ? (
        <FailureAlert
          subjects={alike.length > 0 ? alike.map((failure) => failure.subject) : [subject]}
          message={message}
          onRetry={() => {
            if (alike.length === 0) return onRetry()
            for (const failure of alike) failure.retry()
          }}
        />
      ) : (
        <p className="screen-muted">
          {subject} could not be loaded either: see “Try again” under {lead.subject}.
        </p>
      )}
    </div>
  )
}
