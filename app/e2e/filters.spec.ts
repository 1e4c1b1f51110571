import { signInTo, test, waitForSection } from './account-helpers.ts'
import { expect } from './fixtures.ts'

/**
 * A filter change builds on the address as it is now (issue 33, decision 037): the downloads filters
 * lost Product and Operating system when Type followed them quickly (`?type=content_pack` alone).
 */

test('three filters changed within one frame all stay in the address and the form', async ({
  page,
  customer,
}) => {
  await signInTo(page, '/account/downloads', customer)
  const filters = page.getByRole('form', { name: 'Filter downloads' })
  await expect(filters.getByLabel('Product')).toHaveValue('')
  await waitForSection(page, 'Available downloads')
  // Product, operating system and type, one after the other inside one animation frame.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => {
          const choices: [label: string, value: string][] = [
            ['Product', 'serato_studio'],
            ['Operating system', 'win'],
            ['Type', 'content_pack'],
          ]
          for (const [label, value] of choices) {
            const select = [...document.querySelectorAll('select')].find(
              (element) => element.labels?.[0]?.textContent === label,
            )
            if (!select) throw new Error(`no ${label} filter`)
            select.value = value
            select.dispatchEvent(new Event('change', { bubbles: true }))
          }
          resolve()
        }),
      ),
  )
  await expect(page).toHaveURL(
    (url) =>
      url.searchParams.get('host_app_name') === 'serato_studio' &&
      url.searchParams.get('host_app_os') === 'win' &&
      url.searchParams.get('type') === 'content_pack',
  )
  await expect(filters.getByLabel('Product')).toHaveValue('serato_studio')
  await expect(filters.getByLabel('Operating system')).toHaveValue('win')
  await expect(filters.getByLabel('Type', { exact: true })).toHaveValue('content_pack')
  await expect(
    page.getByRole('region', { name: 'Available downloads' }).getByRole('heading', { level: 3 }),
  ).toHaveText(['Studio Core Sounds'])
})
