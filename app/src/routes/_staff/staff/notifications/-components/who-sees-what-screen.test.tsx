// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react'
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
