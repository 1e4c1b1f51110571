import {
  type AppName,
  type Exclusion,
  type ExclusionReason,
  isVersion,
  type LanguageMatch,
  localeLanguage,
  type OsName,
  type TargetHost,
  targetNotifications,
} from '@music/sdk/notifications'
import { getListNotificationsSuspenseQueryOptions as getV1ListSuspenseQueryOptions } from '@music/sdk/notifications-v1'
import { useStore } from '@tanstack/react-form'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { sameValues } from '../../../../../screens/edit-conflict.tsx'
import { ScreenForm, showFieldErrors, showServiceError, useScreenForm } from '../../../../../screens/form.tsx'
import { sortItems } from '../../../../../screens/list-view.ts'
import { Screen } from '../../../../../screens/screen.tsx'
import { Section } from '../../../../../screens/section.tsx'
import { Skeleton } from '../../../../../screens/skeleton.tsx'
import {
  notificationChanges,
  notificationQueries,
  testUserChanges,
} from '../../../-components/notification-queries.ts'
import { APP_NAMES, LANGUAGES, labelOf, OS_NAMES, optionsOf } from './notification-labels.ts'
import { fieldErrors } from './schedule-fields.ts'
import { findUser, USER_HINT } from './user-lookup.ts'

/** What the staff member asked about: an application, a locale, maybe a user, at a moment. */
interface Question {
  host: TargetHost
  locale: string
  userId?: number
  /** When the question was asked, milliseconds since the epoch. */
  now: number
  /** The form's values it was asked with: the answer is stale once they differ. */
  values: QuestionValues
}

interface QuestionValues {
  app_name: AppName | ''
  app_version: string
  os_name: OsName | ''
  os_version: string
  locale: string
  user: string
}

/**
 * A version as an application reports it: whatever `GET /me/notifications` takes for
 * `host_app_version` and `host_os_version` (1 to 4 dot-separated numbers: `3.2.0.1234`, `14.5`,
 * `10.0.19045`). The limits of host bounds (OS minor ≤ 99, patch ≤ 999) are not the query's.
 */
function versionProblem(value: string, example: string): string | undefined {
  const version = value.trim()
  return version && !isVersion(version)
    ? `Enter the version as the application reports it: 1 to 4 numbers separated by dots, such as ${example}.`
    : undefined
}

function questionProblems(value: QuestionValues) {
  const problems: Record<string, string> = {}
  if (!value.app_name) problems.app_name = 'Choose an application.'
  const appVersion = versionProblem(value.app_version, '3.2.0.1234')
  const osVersion = versionProblem(value.os_version, '10.0.19045')
  if (appVersion) problems.app_version = appVersion
  if (osVersion) problems.os_version = osVersion
  if (value.locale.trim() && !/^[a-z]{2}([-_][a-z]{2})?$/i.test(value.locale.trim()))
    problems.locale = 'Enter a locale such as de, de_DE or en-GB.'
  return fieldErrors(problems)
}

/**
 * /staff/notifications/who-sees-what: pick an application, its version, OS, OS version, a locale and
 * optionally a user; the screen shows what `GET /me/notifications` would deliver to it and, for every
 * other notification, the first rule it fails. It applies the service's own rules
 * (`targetNotifications`, decision 014) to the notifications and test users it has just read, so the
 * answer is the service's.
 */
export function WhoSeesWhatScreen() {
  const [question, setQuestion] = useState<Question>()
  const [values, setValues] = useState<QuestionValues>()
  // The answer is for the values it was asked with; once the form says otherwise it is marked stale.
  const stale = question !== undefined && values !== undefined && !sameValues(values, question.values)
  return (
    <Screen
      title="Who sees what"
      intro="Ask as an application would: which notifications are shown, in which language, and why the others are not."
    >
      <Section title="The application" subject="The question form" skeleton={<Skeleton lines={4} />}>
        <QuestionForm onAsk={setQuestion} onEdit={setValues} />
      </Section>
      {question ? (
        <>
          <Section title="Answer" subject="The answer" skeleton={<Skeleton blocks={2} />}>
            <StaleNotice question={question} stale={stale} />
            <div className={stale ? 'staff-answer staff-answer--stale' : 'staff-answer'}>
              <Answer question={question} />
            </div>
          </Section>
          <Section title="The v1 list" subject="The v1 list" skeleton={<Skeleton blocks={1} />}>
            <div className={stale ? 'staff-answer staff-answer--stale' : 'staff-answer'}>
              <V1List question={question} />
            </div>
          </Section>
        </>
      ) : null}
    </Screen>
  )
}

/** The application an answer is about, in words: "DJ Pro 3.5 on macOS 14.5, de_DE, nobody signed in". */
function describeQuestion({ host, locale, values }: Question): string {
  const app = [labelOf(APP_NAMES, host.app_name as AppName), host.app_version ?? '(no version)'].join(' ')
  const os = host.os_name
    ? ` on ${[labelOf(OS_NAMES, host.os_name), host.os_version ?? '(no version)'].join(' ')}`
    : ''
  const user = values.user.trim() ? `as ${values.user.trim()}` : 'nobody signed in'
  return `${app}${os}, ${locale}, ${user}`
}

/**
 * Says, once the form's values differ from the ones the answer was asked with, that the answer below
 * is still the old question's (a live region, always rendered, so the change is announced).
 */
function StaleNotice({ question, stale }: { question: Question; stale: boolean }) {
  return (
    <p role="status" className={stale ? 'staff-warning' : 'visually-hidden'}>
      {stale
        ? `Out of date: this answer is for ${describeQuestion(question)}. The application’s details have changed since; choose “Show who sees what” to ask again.`
        : ''}
    </p>
  )
}

function QuestionForm({
  onAsk,
  onEdit,
}: {
  onAsk: (question: Question) => void
  /** The form's values after each change. */
  onEdit: (values: QuestionValues) => void
}) {
  const queryClient = useQueryClient()
  const form = useScreenForm({
    defaultValues: {
      app_name: '',
      app_version: '',
      os_name: '',
      os_version: '',
      locale: 'en',
      user: '',
    } as QuestionValues,
    validators: { onChange: ({ value }) => questionProblems(value) },
    onSubmit: async ({ value, formApi }) => {
      try {
        let userId: number | undefined
        if (value.user.trim()) {
          const found = await findUser(queryClient, value.user)
          if (found.problem !== undefined) {
            showFieldErrors(formApi, found.problem, { user: found.problem })
            return
          }
          userId = found.userId
        }
        // Read the notifications and test users again, so the answer is about the service's state now.
        await Promise.all(
          [...notificationChanges, ...testUserChanges].map((queryKey) =>
            queryClient.invalidateQueries({ queryKey }),
          ),
        )
        onAsk({
          host: {
            app_name: value.app_name,
            app_version: value.app_version.trim() || undefined,
            os_name: value.os_name || undefined,
            os_version: value.os_version.trim() || undefined,
          },
          locale: value.locale.trim() || 'en',
          userId,
          now: Date.now(),
          values: value,
        })
      } catch (error) {
        showServiceError(formApi, error)
      }
    },
  })
  const values = useStore(form.store, (state) => state.values)
  useEffect(() => onEdit(values), [values, onEdit])
  return (
    <ScreenForm form={form} aria-label="Who sees what">
      <div className="field-row">
        <form.AppField name="app_name">
          {(field) => (
            <field.SelectField label="Application" placeholder="Choose…" options={optionsOf(APP_NAMES)} />
          )}
        </form.AppField>
        <form.AppField name="app_version">
          {(field) => (
            <field.TextField
              label="App version"
              hint="As the application reports it, e.g. 3.2.0.1234; empty: not stated"
              inputMode="decimal"
            />
          )}
        </form.AppField>
      </div>
      <div className="field-row">
        <form.AppField name="os_name">
          {(field) => <field.SelectField label="OS" placeholder="Not stated" options={optionsOf(OS_NAMES)} />}
        </form.AppField>
        <form.AppField name="os_version">
          {(field) => (
            <field.TextField
              label="OS version"
              hint="As the application reports it, e.g. 14.5 or 10.0.19045; empty: not stated"
              inputMode="decimal"
            />
          )}
        </form.AppField>
      </div>
      <div className="field-row">
        <form.AppField name="locale">
          {(field) => (
            <field.TextField label="Locale" hint="e.g. de_DE; the language falls back to English." />
          )}
        </form.AppField>
        <form.AppField name="user">
          {(field) => (
            <field.TextField
              label="Signed-in user (optional)"
              hint={`${USER_HINT} Empty: nobody signed in.`}
            />
          )}
        </form.AppField>
      </div>
      <form.FormError />
      <form.SubmitButton pendingLabel="Asking…">Show who sees what</form.SubmitButton>
    </ScreenForm>
  )
}

const REASONS: Record<ExclusionReason, string> = {
  status: 'Status',
  not_test_user: 'Not a test user',
  sign_in_required: 'Sign-in required',
  schedule: 'Out of schedule',
  app: 'Other application',
  app_version: 'App version',
  os: 'OS',
  os_version: 'OS version',
  language: 'Language',
}

function languageNote(language: keyof typeof LANGUAGES, match: LanguageMatch, locale: string): string {
  const name = LANGUAGES[language]
  if (match === 'exact') return `${name}, the locale's language`
  if (match === 'language') return `${name}, the language of ${locale}`
  const wanted = localeLanguage(locale)
  return wanted === language
    ? `${name}, the default language`
    : `${name}, the default: no content in ${labelOf(LANGUAGES, wanted)}`
}

/** The request the application would send for this question (for staff comparing with the service). */
function requestOf(question: Question): string {
  const params = new URLSearchParams({ host_app_name: question.host.app_name })
  if (question.host.app_version) params.set('host_app_version', question.host.app_version)
  if (question.host.os_name) params.set('host_os_name', question.host.os_name)
  if (question.host.os_version) params.set('host_os_version', question.host.os_version)
  params.set('locale', question.locale)
  return `GET /me/notifications?${params}${question.userId ? ` as user ${question.userId}` : ', nobody signed in'}`
}

function Answer({ question }: { question: Question }) {
  const { data: notifications } = useSuspenseQuery(notificationQueries.notifications())
  const { data: testUsers } = useSuspenseQuery(notificationQueries.testUsers())
  const { delivered, excluded } = targetNotifications({
    notifications: notifications.items,
    testUsers: testUsers.users,
    host: question.host,
    locale: question.locale,
    userId: question.userId,
    now: question.now,
  })
  return (
    <div aria-live="polite">
      <p className="staff-request">
        <code>{requestOf(question)}</code>
      </p>
      <h3>Shown ({delivered.length})</h3>
      {delivered.length === 0 ? (
        <p>Nothing is shown to this application.</p>
      ) : (
        <ol className="staff-list" aria-label="Shown">
          {delivered.map(({ notification, language, languageMatch }) => (
            <li key={notification.id} className="staff-list__item" data-notification-id={notification.id}>
              <p className="staff-list__title">
                <Link to="/staff/notifications/$notificationId" params={{ notificationId: notification.id }}>
                  {notification.name}
                </Link>
              </p>
              <p>
                {notification.campaign.name} · priority {notification.priority} ·{' '}
                {languageNote(language, languageMatch, question.locale)}
              </p>
            </li>
          ))}
        </ol>
      )}
      <NotShown key={question.now} excluded={excluded} />
    </div>
  )
}

/** How many of "Not shown" are listed until "Show all" is chosen. */
const NOT_SHOWN_FIRST = 100

const RULES = Object.keys(REASONS) as ExclusionReason[]
const count = new Intl.NumberFormat('en-GB')

/**
 * How close a notification came to being shown: the later the rule it fails, the closer (a language
 * is nearer than an OS version, … than its status); one that is over (archived, or in an archived
 * campaign) comes after every other.
 */
function closeness({ notification, reason }: Exclusion): number {
  const over = notification.status === 'archived' || notification.campaign.status === 'archived'
  return over ? -1 : RULES.indexOf(reason)
}

/**
 * The notifications not shown, each with the first rule it fails, those that came closest first
 * ({@link closeness}: a language before an OS version, a draft before an archived campaign's); how many
 * fail each rule; the first {@link NOT_SHOWN_FIRST}, then all on request. A programme of thousands
 * (issue 33: the seed's 2,000 feature tips of an archived campaign) would otherwise bury the few that
 * nearly matched under a page 100,000 px tall.
 */
function NotShown({ excluded }: { excluded: readonly Exclusion[] }) {
  const [all, setAll] = useState(false)
  const closestFirst = sortItems(excluded, (a, b) => closeness(a) - closeness(b), 'desc')
  const listed = all ? closestFirst : closestFirst.slice(0, NOT_SHOWN_FIRST)
  const byRule = RULES.map(
    (reason) => [reason, excluded.filter((item) => item.reason === reason).length] as const,
  )
  return (
    <>
      <h3>Not shown ({count.format(excluded.length)})</h3>
      {excluded.length > 0 ? (
        <p>
          By the first rule they fail:{' '}
          {byRule
            .filter(([, n]) => n > 0)
            .map(([reason, n]) => `${REASONS[reason]} ${count.format(n)}`)
            .join(' · ')}
          . Those that came closest are listed first, those that are over (archived) last.
        </p>
      ) : null}
      <ul className="staff-list" aria-label="Not shown">
        {listed.map(({ notification, reason, message }) => (
          <li key={notification.id} className="staff-list__item" data-notification-id={notification.id}>
            <p className="staff-list__title">
              <Link to="/staff/notifications/$notificationId" params={{ notificationId: notification.id }}>
                {notification.name}
              </Link>
            </p>
            <p>
              <strong>{REASONS[reason]}:</strong> {message}
            </p>
          </li>
        ))}
      </ul>
      {listed.length < excluded.length ? (
        <button type="button" className="button button--secondary" onClick={() => setAll(true)}>
          Show all {count.format(excluded.length)} not shown
        </button>
      ) : null}
    </>
  )
}

/**
 * What an application still on the v1 API is sent for the same host and locale
 * (`GET /api/v1/notifications`, read-only: v1 answers from the v2 notifications). The call goes with
 * the staff member's own session, so it shows what v1 sends to them signed in.
 */
function V1List({ question }: { question: Question }) {
  const { data } = useSuspenseQuery(
    getV1ListSuspenseQueryOptions({
      host_app_name: question.host.app_name as AppName,
      host_app_version: question.host.app_version,
      host_app_os: question.host.os_name as OsName | undefined,
      locale: question.locale,
    }),
  )
  return (
    <>
      <p>
        Applications on the v1 API, signed in as you, are sent {data.items.length === 1 ? 'this' : 'these'}:
      </p>
      {data.items.length === 0 ? (
        <p>Nothing.</p>
      ) : (
        <ol className="staff-list" aria-label="The v1 list">
          {data.items.map(({ campaign, message }) => (
            <li key={message.id} className="staff-list__item">
              <p className="staff-list__title">{message.versions.v1.title}</p>
              <p>
                {campaign.name} · {labelOf(LANGUAGES, message.language)} · {message.versions.v1.type}
              </p>
              <p>{message.versions.v1.body.content}</p>
            </li>
          ))}
        </ol>
      )}
    </>
  )
}
