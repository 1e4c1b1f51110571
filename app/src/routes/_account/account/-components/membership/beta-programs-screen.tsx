import { ServiceError } from '@music/sdk'
import './membership-screens.css'
import {
  type BetaProgram,
  joinMyBetaProgram,
  leaveMyBetaProgram,
  type UserBetaProgram,
  validateMyBetaPrograms,
} from '@music/sdk/profile'
import { type QueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { type RefObject, useRef, useState } from 'react'
import { ActionCard } from '../../../../../screens/action-card.tsx'
import { EmptyState } from '../../../../../screens/empty-state.tsx'
import { useServiceMutation } from '../../../../../screens/mutations.ts'
import { PendingButton } from '../../../../../screens/pending-button.tsx'
import { type Result, ResultStatus } from '../../../../../screens/result-status.tsx'
import { Screen } from '../../../../../screens/screen.tsx'
import { Section } from '../../../../../screens/section.tsx'
import { serviceErrorMessage } from '../../../../../screens/service-errors.ts'
import { Skeleton } from '../../../../../screens/skeleton.tsx'
import { webUrl } from '../../../../../screens/web-url.ts'
import { betaProgramChanges, membershipQueries } from '../../../-components/profile-queries.ts'
import { BetaSurvey } from './beta-survey.tsx'

/** Starts the beta programs screen's requests (its loader): the programs and the memberships. */
export function prefetchBetaPrograms(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(membershipQueries.myBetaPrograms())
  void queryClient.prefetchQuery(membershipQueries.betaPrograms())
}

/**
 * The beta programs screen (/account/beta-programs): the customer's memberships (leave, re-validate),
 * the programs they may join, and the survey.
 */
export function BetaProgramsScreen() {
  // One announcement for the screen, shown in the section that acted: after "Leave", the earlier
  // "You joined …" of the other section does not stay beside "You left …".
  const shared = useState<PlacedResult | null>(null)
  return (
    <Screen
      title="Beta programs"
      intro="Try new versions before they are released and tell us what you think. Each beta is open to owners of the product it tests."
    >
      <Section title="Your beta programs" skeleton={<Skeleton lines={3} />}>
        <MyBetaPrograms shared={shared} />
      </Section>
      <Section title="Join a beta program" id="join" skeleton={<Skeleton blocks={2} />}>
        <AvailableBetaPrograms shared={shared} />
      </Section>
      <Section title="Tell us about your setup" skeleton={<Skeleton lines={4} />}>
        <BetaSurvey />
      </Section>
    </Screen>
  )
}

/** The screen's one announcement and where it shows (the section whose action it reports). */
interface PlacedResult extends Result {
  section: 'mine' | 'join'
}

/** The screen's shared announcement and its setter (a `useState` pair). */
type SharedResult = [PlacedResult | null, (result: PlacedResult | null) => void]

/**
 * A section's announced result that takes focus when it changes: after a card the user acted on leaves
 * the list, reading continues at what happened instead of the top of the page. The screen holds one
 * result (`shared`); a section shows it only when it reports that section's action, so a new message in
 * one section replaces the other's.
 */
function useFocusedResult(
  section: PlacedResult['section'],
  [placed, setPlaced]: SharedResult,
): [Result | null, (result: Result) => void, RefObject<HTMLDivElement | null>] {
  const ref = useRef<HTMLDivElement>(null)
  const show = (next: Result) => {
    setPlaced({ ...next, section })
    requestAnimationFrame(() => ref.current?.focus())
  }
  return [placed?.section === section ? placed : null, show, ref]
}

/** The customer's memberships (`GET /me/betaprograms`): leave one, re-validate all (`validateall`). */
function MyBetaPrograms({ shared }: { shared: SharedResult }) {
  const { data } = useSuspenseQuery(membershipQueries.myBetaPrograms())
  const [result, announce, resultRef] = useFocusedResult('mine', shared)
  const validate = useServiceMutation({
    mutationFn: () => validateMyBetaPrograms(),
    invalidates: betaProgramChanges,
    onSuccess: (remaining) => {
      const kept = new Set(remaining.items.map((membership) => membership.beta_program.id))
      const dropped = data.items.filter((membership) => !kept.has(membership.beta_program.id))
      announce({
        tone: 'success',
        message:
          dropped.length === 0
            ? 'You still qualify for all your beta programs.'
            : `You no longer own a product that qualifies for ${names(dropped.map((m) => m.beta_program))}, so you left it.`,
      })
    },
    onError: (error) =>
      announce({
        tone: 'error',
        message: `Your memberships could not be checked. ${serviceErrorMessage(error)}`,
      }),
  })
  return (
    <>
      <div ref={resultRef} tabIndex={-1} className="focus-target">
        <ResultStatus result={result} />
      </div>
      {data.items.length === 0 ? (
        <EmptyState action={<a href="#join">See the beta programs you can join</a>}>
          You are not in a beta program.
        </EmptyState>
      ) : (
        <ul className="screen-list" aria-label="Your memberships">
          {data.items.map((membership) => (
            <MembershipCard key={membership.beta_program.id} membership={membership} announce={announce} />
          ))}
        </ul>
      )}
      {data.items.length > 0 ? (
        <div className="screen-actions">
          <PendingButton
            className="button button--secondary"
            pending={validate.isPending}
            pendingLabel="Checking…"
            onClick={() => validate.mutate()}
          >
            Check my memberships
          </PendingButton>
          <span className="screen-muted">Leaves the betas your products no longer qualify for.</span>
        </div>
      ) : null}
    </>
  )
}

/** "the A", "the A and the B": program names for a sentence. */
function names(programs: readonly BetaProgram[]): string {
  const list = programs.map((program) => `the ${program.name}`)
  return list.length > 1 ? `${list.slice(0, -1).join(', ')} and ${list.at(-1)}` : (list[0] ?? '')
}

/** One membership: the program, its state, its download page, and "Leave". */
function MembershipCard({
  membership,
  announce,
}: {
  membership: UserBetaProgram
  announce: (result: Result) => void
}) {
  const program = membership.beta_program
  const leave = useServiceMutation({
    mutationFn: () => leaveMyBetaProgram(program.id),
    invalidates: betaProgramChanges,
    onSuccess: () => announce({ tone: 'success', message: `You left the ${program.name}.` }),
    onError: (error) =>
      announce(
        // Left meanwhile in another tab: the list no longer shows it (decision 033).
        error instanceof ServiceError && error.status === 404
          ? { tone: 'success', message: `You had already left the ${program.name}.` }
          : {
              tone: 'error',
              message: `You could not leave the ${program.name}. ${serviceErrorMessage(error)}`,
            },
      ),
  })
  const download = webUrl(program.download_url)
  const state = membership.banned
    ? 'Your access to this beta was removed.'
    : membership.active
      ? 'Member'
      : 'Membership paused'
  return (
    <li className="screen-card screen-card--row">
      <div>
        <h3>{program.name}</h3>
        <p className="screen-muted">{state}</p>
      </div>
      <div className="screen-actions">
        {download && !membership.banned ? (
          <a className="button" href={download}>
            Download the beta<span className="visually-hidden"> of {program.name}</span>
          </a>
        ) : null}
        <PendingButton
          className="button button--secondary"
          pending={leave.isPending}
          pendingLabel={
            <>
              Leaving…<span className="visually-hidden"> the {program.name}</span>
            </>
          }
          onClick={() => leave.mutate()}
        >
          Leave<span className="visually-hidden"> the {program.name}</span>
        </PendingButton>
      </div>
    </li>
  )
}

/** The programs the customer is not in (`GET /betaprograms` less `GET /me/betaprograms`), to join. */
function AvailableBetaPrograms({ shared }: { shared: SharedResult }) {
  const { data: programs } = useSuspenseQuery(membershipQueries.betaPrograms())
  const { data: mine } = useSuspenseQuery(membershipQueries.myBetaPrograms())
  const [result, announce, resultRef] = useFocusedResult('join', shared)
  const joined = new Set(mine.items.map((membership) => membership.beta_program.id))
  const others = programs.items.filter((program) => !joined.has(program.id))
  return (
    <>
      <div ref={resultRef} tabIndex={-1} className="focus-target">
        <ResultStatus result={result} />
      </div>
      {others.length === 0 ? (
        <EmptyState>
          {programs.items.length === 0
            ? 'There is no beta program at the moment.'
            : 'You are in every beta program we run at the moment.'}
        </EmptyState>
      ) : (
        <ul className="screen-list" aria-label="Beta programs you are not in">
          {others.map((program) => (
            <ProgramCard key={program.id} program={program} announce={announce} />
          ))}
        </ul>
      )}
    </>
  )
}

/**
 * A program to join: "Join", or why it cannot be joined. A refusal (1401 no qualifying product, 1402
 * closed, 1403 already a member, 1404 banned; decision 017) shows on the card, in the service's words.
 */
function ProgramCard({ program, announce }: { program: BetaProgram; announce: (result: Result) => void }) {
  const [refusal, setRefusal] = useState<string | null>(null)
  const join = useServiceMutation({
    mutationFn: () => joinMyBetaProgram({ beta_program_id: program.id }),
    invalidates: betaProgramChanges,
    onMutate: () => setRefusal(null),
    onSuccess: () =>
      announce({
        tone: 'success',
        message: `You joined the ${program.name}. It is listed under “Your beta programs”, with its download.`,
      }),
    onError: (error) => setRefusal(serviceErrorMessage(error)),
  })
  return (
    <ActionCard
      title={program.name}
      refusal={refusal}
      action={
        program.active
          ? {
              label: (
                <>
                  Join<span className="visually-hidden"> the {program.name}</span>
                </>
              ),
              pendingLabel: (
                <>
                  Joining…<span className="visually-hidden"> the {program.name}</span>
                </>
              ),
              pending: join.isPending,
              onClick: () => join.mutate(),
            }
          : undefined
      }
    >
      <p className="screen-muted">{program.active ? 'Open to new members' : 'Closed to new members'}</p>
    </ActionCard>
  )
}
