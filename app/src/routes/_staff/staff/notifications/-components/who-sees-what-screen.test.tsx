// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  renderScreen,
  setupTestSandbox,
  signInAs,
  TEST_SERVICES,
} from '../../../../../screens/test-support.tsx'
import { WhoSeesWhatScreen } from './who-sees-what-screen.tsx'

const { sandbox } = setupTestSandbox()

/** The names the sandbox's `GET /me/notifications` delivers to an anonymous application. */
async function delivered(params: Record<string, string>): Promise<string[]> {
  const query = new URLSearchParams({ ...params, device_id: 'vitest' })
  const reply = await fetch(`${TEST_SERVICES}/notifications/api/v2/me/notifications?${query}`)
  expect(reply.ok).toBe(true)
  return ((await reply.json()) as { items: { name: string }[] }).items.map((item) => item.name)
}

const hosts = [
  {
    host_app_name: 'serato_dj_pro',
    host_app_version: '3.5',
    host_os_name: 'mac',
    host_os_version: '14.5',
    locale: 'de_DE',
  },
  {
    host_app_name: 'serato_dj_lite',
    host_app_version: '1.6',
    host_os_name: 'win',
    host_os_version: '10.0',
    locale: 'en',
  },
  {
    host_app_name: 'serato_studio',
    host_app_version: '2.1',
    host_os_name: 'mac',
    host_os_version: '13.0',
    locale: 'fr',
  },
]

describe('who sees what', () => {
  it.each(hosts)(
    'shows what GET /me/notifications delivers to $host_app_name $host_app_version, and why not the rest',
    async (host) => {
      signInAs(sandbox(), 'robin.park@example.com')
      await renderScreen(<WhoSeesWhatScreen />, '/staff/notifications/who-sees-what', '_staff')
      const form = screen.getByRole('form', { name: 'Who sees what' })
      fireEvent.change(within(form).getByLabelText('Application'), { target: { value: host.host_app_name } })
      fireEvent.change(within(form).getByLabelText('App version'), {
        target: { value: host.host_app_version },
      })
      fireEvent.change(within(form).getByLabelText('OS'), { target: { value: host.host_os_name } })
      fireEvent.change(within(form).getByLabelText('OS version'), { target: { value: host.host_os_version } })
      fireEvent.change(within(form).getByLabelText('Locale'), { target: { value: host.locale } })
      fireEvent.click(within(form).getByRole('button', { name: 'Show who sees what' }))
      const answer = await screen.findByRole('region', { name: 'Answer' })
      const notShown = await within(answer).findByRole('list', { name: 'Not shown' })
      const shownList = within(answer).queryByRole('list', { name: 'Shown' })
      const shown = shownList
        ? within(shownList)
            .getAllByRole('link')
            .map((link) => link.textContent)
        : []
      expect(shown).toEqual(await delivered(host))
      if (host.host_app_name === 'serato_dj_pro') expect(shown.length).toBeGreaterThan(0)
      // Every other notification is listed with the rule it fails.
      expect(
        within(notShown)
          .getAllByRole('listitem')
          .every((item) => /\w: \w/.test(item.textContent ?? '')),
      ).toBe(true)
    },
  )
})

describe('who sees what, with a programme of thousands', () => {
  it('lists the first 100 not shown, those that came closest first and archived ones last, and offers all', async () => {
    signInAs(sandbox(), 'robin.park@example.com')
    await renderScreen(<WhoSeesWhatScreen />, '/staff/notifications/who-sees-what', '_staff')
    ask(screen.getByRole('form', { name: 'Who sees what' }), hosts[0] as Record<string, string>)
    const answer = await screen.findByRole('region', { name: 'Answer' })
    const notShown = await within(answer).findByRole('list', { name: 'Not shown' })
    const items = within(notShown).getAllByRole('listitem')
    expect(items).toHaveLength(100)
    // The seed's 2,000 feature tips are in an archived campaign: after everything that came closer.
    const over = items.map((item) =>
      /Campaign is archived|Notification is archived/.test(item.textContent ?? ''),
    )
    expect(over.indexOf(true)).toBeGreaterThan(0)
    expect(over.slice(over.indexOf(true)).every(Boolean)).toBe(true)
    expect(items[0]?.textContent).not.toMatch(/Status:/)
    const heading = within(answer).getByRole('heading', { name: /^Not shown \(/ }).textContent ?? ''
    const total = /\(([\d,]+)\)/.exec(heading)?.[1]
    expect(within(answer).getByText(/^By the first rule they fail: .*Status 2,0\d\d/)).toBeTruthy()
    expect(within(answer).getByRole('button', { name: `Show all ${total} not shown` })).toBeTruthy()
  })
})

/** Fills in the question form with `host` and asks. */
function ask(form: HTMLElement, host: Record<string, string>) {
  fireEvent.change(within(form).getByLabelText('Application'), { target: { value: host.host_app_name } })
  fireEvent.change(within(form).getByLabelText('App version'), { target: { value: host.host_app_version } })
  fireEvent.change(within(form).getByLabelText('OS'), { target: { value: host.host_os_name } })
  fireEvent.change(within(form).getByLabelText('OS version'), { target: { value: host.host_os_version } })
  fireEvent.change(within(form).getByLabelText('Locale'), { target: { value: host.locale } })
  fireEvent.click(within(form).getByRole('button', { name: 'Show who sees what' }))
}

describe('who sees what, with versions as applications report them', () => {
  it.each([
    {
      host_app_name: 'serato_dj_pro',
      host_app_version: '3.2.0.1234',
      host_os_name: 'win',
      host_os_version: '10.0.19045',
      locale: 'en',
    },
    {
      host_app_name: 'serato_dj_pro',
      host_app_version: '3.5',
      host_os_name: 'mac',
      host_os_version: '14.5',
      locale: 'en',
    },
  ])(
    'takes $host_app_version on $host_os_name $host_os_version, as GET /me/notifications does',
    async (host) => {
      signInAs(sandbox(), 'robin.park@example.com')
      await renderScreen(<WhoSeesWhatScreen />, '/staff/notifications/who-sees-what', '_staff')
      const form = screen.getByRole('form', { name: 'Who sees what' })
      ask(form, host)
      const answer = await screen.findByRole('region', { name: 'Answer' })
      const shown = within(await within(answer).findByRole('list', { name: 'Shown' }))
        .getAllByRole('link')
        .map((link) => link.textContent)
      expect(shown).toEqual(await delivered(host))
      expect(within(form).queryByText(/1 to 4 numbers/)).toBeNull()
    },
  )

  it('refuses what the service refuses, in a sentence', async () => {
    signInAs(sandbox(), 'robin.park@example.com')
    await renderScreen(<WhoSeesWhatScreen />, '/staff/notifications/who-sees-what', '_staff')
    const form = screen.getByRole('form', { name: 'Who sees what' })
    ask(form, { ...hosts[0], host_os_version: '14.5 beta' } as Record<string, string>)
    expect(
      await within(form).findByText(
        'Enter the version as the application reports it: 1 to 4 numbers separated by dots, such as 10.0.19045.',
      ),
    ).toBeTruthy()
    const reply = await fetch(
      `${TEST_SERVICES}/notifications/api/v2/me/notifications?host_app_name=serato_dj_pro&host_os_version=14.5%20beta&device_id=vitest`,
    )
    expect(reply.status).toBe(400)
  })
})

describe('who sees what, once its inputs change', () => {
  it('marks the answer out of date until it is asked again', async () => {
    signInAs(sandbox(), 'robin.park@example.com')
    await renderScreen(<WhoSeesWhatScreen />, '/staff/notifications/who-sees-what', '_staff')
    const form = screen.getByRole('form', { name: 'Who sees what' })
    ask(form, hosts[0] as Record<string, string>)
    const answer = await screen.findByRole('region', { name: 'Answer' })
    await within(answer).findByRole('list', { name: 'Shown' })
    const status = within(answer).getByRole('status')
    expect(status.textContent).toBe('')
    fireEvent.change(within(form).getByLabelText('App version'), { target: { value: '4.1' } })
    await waitFor(() =>
      expect(status.textContent).toBe(
        'Out of date: this answer is for DJ Pro 3.5 on macOS 14.5, de_DE, nobody signed in. The application’s details have changed since; choose “Show who sees what” to ask again.',
      ),
    )
    // Back to what was asked: current again.
    fireEvent.change(within(form).getByLabelText('App version'), { target: { value: '3.5' } })
    await waitFor(() => expect(status.textContent).toBe(''))
    fireEvent.change(within(form).getByLabelText('Locale'), { target: { value: 'en' } })
    await waitFor(() => expect(status.textContent).toMatch(/^Out of date/))
    fireEvent.click(within(form).getByRole('button', { name: 'Show who sees what' }))
    await waitFor(() => expect(status.textContent).toBe(''))
    expect(within(answer).getByText(/locale=en/)).toBeTruthy()
  })
})
