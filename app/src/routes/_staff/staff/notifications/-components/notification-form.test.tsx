// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { renderScreen, setupTestSandbox, signInAs } from '../../../../../screens/test-support.tsx'
import { CampaignForm } from './campaign-form.tsx'
import { NotificationForm } from './notification-form.tsx'

const { sandbox } = setupTestSandbox()

/**
 * Two tabs editing one notification (issue 25, decision 028): this form was loaded before another tab
 * saved. Its save must not put the other tab's values back.
 */
describe('the notification settings form, edited in two tabs', () => {
  async function openSettings() {
    signInAs(sandbox(), 'robin.park@example.com')
    const notification = sandbox().stores.notifications.getNotification('301')
    if (!notification) throw new Error('no notification 301 in the seed')
    await renderScreen(
      <Suspense fallback="Loading…">
        <NotificationForm campaignId="101" notification={notification} />
      </Suspense>,
      '/staff/notifications/301',
      '_staff',
    )
    return screen.findByRole('form', { name: 'Notification settings' })
  }

  it('finds the other tab’s priority before writing, writes nothing, and Reload shows it', async () => {
    const form = await openSettings()
    // The other tab raises the priority (10 → 42) after this form was loaded.
    sandbox().stores.notifications.updateNotification('301', { priority: 42 })
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Renamed in this tab' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Save notification' }))
    const alert = await within(form).findByRole('alert')
    expect(alert.textContent).toContain('This notification was changed elsewhere')
    expect(alert.textContent).toContain(': Priority.')
    expect(sandbox().stores.notifications.getNotification('301')).toMatchObject({
      name: 'Upgrade banner for DJ Pro 3',
      priority: 42,
    })
    fireEvent.click(within(alert).getByRole('button', { name: 'Reload' }))
    expect((within(form).getByLabelText('Priority') as HTMLInputElement).value).toBe('42')
    expect((within(form).getByLabelText('Name') as HTMLInputElement).value).toBe(
      'Upgrade banner for DJ Pro 3',
    )
  })

  it('Overwrite saves this tab’s values over the other tab’s, once', async () => {
    const form = await openSettings()
    sandbox().stores.notifications.updateNotification('301', { priority: 42 })
    fireEvent.change(within(form).getByLabelText('Priority'), { target: { value: '11' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Save notification' }))
    fireEvent.click(await within(form).findByRole('button', { name: 'Overwrite' }))
    await screen.findByText('Notification “Upgrade banner for DJ Pro 3” saved.')
    expect(sandbox().stores.notifications.getNotification('301')?.priority).toBe(11)
  })

  it('saves at once when nothing changed elsewhere', async () => {
    const form = await openSettings()
    fireEvent.change(within(form).getByLabelText('Priority'), { target: { value: '12' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Save notification' }))
    await screen.findByText('Notification “Upgrade banner for DJ Pro 3” saved.')
    expect(sandbox().stores.notifications.getNotification('301')?.priority).toBe(12)
    expect(within(form).queryByRole('alert')).toBeNull()
  })
})

describe('the campaign settings form, edited in two tabs', () => {
  it('names the other tab’s change of status and writes nothing', async () => {
    signInAs(sandbox(), 'robin.park@example.com')
    const campaign = sandbox().stores.notifications.getCampaign('102')
    await renderScreen(<CampaignForm campaign={campaign} />, '/staff/notifications/campaigns/102', '_staff')
    const form = screen.getByRole('form', { name: 'Campaign settings' })
    sandbox().stores.notifications.updateCampaign('102', { status: 'archived' })
    fireEvent.change(within(form).getByLabelText('Description (optional)'), { target: { value: 'Mine' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Save campaign' }))
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toContain(': Status.'))
    expect(sandbox().stores.notifications.getCampaign('102')?.description).not.toBe('Mine')
  })
})
