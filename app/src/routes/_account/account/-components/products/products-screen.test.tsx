// @vitest-environment happy-dom
import { DEMO_USERS, REFUSED_SERIAL_NUMBERS } from '@music/sdk/mocks'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import {
  renderScreen,
  setupTestSandbox,
  signInAs,
  signInNewUser,
  TEST_SERVICES,
} from '../../../../../screens/test-support.tsx'
import { ProductsScreen } from './products-screen.tsx'

const HEX_FX = 140
const PITCH_N_TIME = 118
const { sandbox, server } = setupTestSandbox()

const products = () => screen.getByRole('region', { name: 'Your products' })
const registration = () => screen.getByRole('form', { name: 'Register a product' })
/** The card (list item) of the product whose heading is `name`. */
const productCard = async (name: string) =>
  (await within(products()).findByRole('heading', { level: 3, name })).closest('li') as HTMLElement

/** A new user who owns a Hex FX product of a fresh serial number; returns the serial. */
function newUserWithHexFx(): string {
  const userId = signInNewUser(sandbox())
  const serial = sandbox().stores.license.addSerialNumber(HEX_FX) as string
  const added = sandbox().stores.license.addProduct(userId, { product_serial_number: serial })
  if (!added.ok) throw new Error(added.error)
  return serial
}

async function register(type: string, serial: string, ilok?: string) {
  const user = userEvent.setup()
  const form = registration()
  await user.selectOptions(within(form).getByLabelText('Product'), type)
  await user.clear(within(form).getByLabelText('Serial number'))
  await user.type(within(form).getByLabelText('Serial number'), serial)
  if (ilok !== undefined) await user.type(within(form).getByLabelText('iLok user ID'), ilok)
  await user.click(within(form).getByRole('button', { name: 'Register' }))
  return form
}

describe('products & licences', () => {
  it('lists the products with their licences, activations and machines; a full licence offers no new machine', async () => {
    signInAs(sandbox(), DEMO_USERS[0].email_address)
    await renderScreen(<ProductsScreen />, '/account/products')
    const djPro = await productCard('DJ Pro')
    expect(within(djPro).getByText('2HQ4-81RM-AE3F-7NWX')).toBeTruthy()
    expect(within(djPro).getByText('2 of 2 machines')).toBeTruthy()
    expect(within(djPro).getByText("Alex's MacBook Pro")).toBeTruthy()
    expect(within(djPro).getByText('Club booth PC')).toBeTruthy()
    expect(within(djPro).queryByRole('button', { name: 'Authorise a machine' })).toBeNull()
    expect(within(djPro).getByText(/authorised on the most machines it allows/)).toBeTruthy()
    const pnt = await productCard("Pitch 'n' Time")
    expect(within(pnt).getByText('djriv')).toBeTruthy()
    expect(within(await productCard('Hex FX')).getByText('0 of 2 machines')).toBeTruthy()
  })

  it('registers a product with a serial number: it is listed and the result announced', async () => {
    signInNewUser(sandbox())
    await renderScreen(<ProductsScreen />, '/account/products')
    expect(await within(products()).findByText(/You have no products yet/)).toBeTruthy()
    const serial = sandbox().stores.license.addSerialNumber(HEX_FX) as string
    await register('Hex FX', serial.toLowerCase())
    const card = await productCard('Hex FX')
    expect(within(card).getByText(serial)).toBeTruthy()
    expect(within(card).getByText('0 of 2 machines')).toBeTruthy()
    const status = screen.getAllByRole('status').find((node) => node.textContent?.includes('is registered'))
    expect(status?.textContent).toBe(`Hex FX is registered with the serial number ${serial}.`)
    expect((within(registration()).getByLabelText('Serial number') as HTMLInputElement).value).toBe('')
  })

  it('shows a malformed serial number next to the field before asking the service, keeping the input', async () => {
    signInNewUser(sandbox())
    const posted: string[] = []
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') posted.push(request.url)
    })
    await renderScreen(<ProductsScreen />, '/account/products')
    await within(products()).findByText(/You have no products yet/)
    const form = await register('DJ Pro', REFUSED_SERIAL_NUMBERS.malformed)
    const input = within(form).getByLabelText('Serial number') as HTMLInputElement
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'))
    const error = document.getElementById(input.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')
    expect(error?.textContent).toBe(
      'A serial number has four groups of four letters and digits, like ABCD-1234-EFGH-5678.',
    )
    expect(input.value).toBe(REFUSED_SERIAL_NUMBERS.malformed)
    expect(posted).toEqual([])
    server.events.removeAllListeners()
  })

  it("shows the service's refusal next to the serial number, keeping the input, and sends again once fixed", async () => {
    signInNewUser(sandbox())
    await renderScreen(<ProductsScreen />, '/account/products')
    await within(products()).findByText(/You have no products yet/)
    const form = await register('DJ Pro', REFUSED_SERIAL_NUMBERS.registered)
    const input = within(form).getByLabelText('Serial number') as HTMLInputElement
    expect(
      await within(form).findByText('This serial number is already registered to another account.'),
    ).toBeTruthy()
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(input.value).toBe(REFUSED_SERIAL_NUMBERS.registered)
    expect((within(form).getByLabelText('Product') as HTMLSelectElement).value).toBe('112')
    await waitFor(() => expect(document.activeElement).toBe(input))

    const serial = sandbox().stores.license.addSerialNumber(112) as string
    await register('DJ Pro', serial)
    expect(await productCard('DJ Pro')).toBeTruthy()
  })

  it('asks for the iLok user ID where the product type needs one', async () => {
    signInNewUser(sandbox())
    await renderScreen(<ProductsScreen />, '/account/products')
    await within(products()).findByText(/You have no products yet/)
    expect(within(registration()).queryByLabelText('iLok user ID')).toBeNull()
    const serial = sandbox().stores.license.addSerialNumber(PITCH_N_TIME) as string
    const form = await register("Pitch 'n' Time", serial)
    expect(
      await within(form).findByText('This product is delivered to an iLok account: enter your iLok user ID.'),
    ).toBeTruthy()
    await userEvent.type(within(form).getByLabelText('iLok user ID'), 'new-ilok')
    fireEvent.click(within(form).getByRole('button', { name: 'Register' }))
    expect(within(await productCard("Pitch 'n' Time")).getByText('new-ilok')).toBeTruthy()
  })

  it('changes the iLok user ID of a product', async () => {
    signInAs(sandbox(), DEMO_USERS[0].email_address)
    await renderScreen(<ProductsScreen />, '/account/products')
    const pnt = await productCard("Pitch 'n' Time")
    const user = userEvent.setup()
    await user.click(within(pnt).getByRole('button', { name: 'Change the iLok user ID' }))
    const field = within(pnt).getByLabelText('iLok user ID')
    await user.clear(field)
    await user.type(field, 'x')
    await user.click(within(pnt).getByRole('button', { name: 'Save iLok user ID' }))
    expect(
      await within(pnt).findByText(
        'An iLok user ID has 3 to 32 letters, digits, dots, dashes or underscores.',
      ),
    ).toBeTruthy()
    await user.type(field, 'riv-studio')
    await user.click(within(pnt).getByRole('button', { name: 'Save iLok user ID' }))
    expect(
      await within(pnt).findByText('The licences are now delivered to the iLok account xriv-studio.'),
    ).toBeTruthy()
    expect(within(pnt).getByText('xriv-studio')).toBeTruthy()
  })

  it('authorises a machine ("1 of 2") and deauthorises it ("0 of 2"), announcing each', async () => {
    newUserWithHexFx()
    await renderScreen(<ProductsScreen />, '/account/products')
    const card = await productCard('Hex FX')
    expect(within(card).getByText('0 of 2 machines')).toBeTruthy()
    const user = userEvent.setup()
    await user.click(within(card).getByRole('button', { name: 'Authorise a machine' }))
    await user.click(within(card).getByRole('button', { name: 'Authorise' }))
    expect(await within(card).findByText('Enter a name for the computer, e.g. Studio iMac.')).toBeTruthy()
    await user.type(within(card).getByLabelText('Computer name'), 'Studio iMac')
    await user.type(within(card).getByLabelText('Machine ID'), 'C02-TEST-0001')
    await user.click(within(card).getByRole('button', { name: 'Authorise' }))
    expect(await within(card).findByText('1 of 2 machines')).toBeTruthy()
    expect(within(card).getByText('Studio iMac')).toBeTruthy()
    expect(within(card).getByRole('status').textContent).toBe('Hex FX is now authorised on Studio iMac.')

    await user.click(within(card).getByRole('button', { name: 'Deauthorise Studio iMac' }))
    expect(await within(card).findByText('0 of 2 machines')).toBeTruthy()
    expect(within(card).queryByText('Studio iMac')).toBeNull()
    expect(within(card).getByRole('status').textContent).toBe(
      'Hex FX is no longer authorised on Studio iMac.',
    )
  })

  it('names a product whose type the catalogue list lacks from GET /products/types/{id}', async () => {
    const alex = signInAs(sandbox(), DEMO_USERS[0].email_address)
    server.use(
      http.get(`${TEST_SERVICES}/license/api/v1/products/types`, () => HttpResponse.json({ items: [] })),
    )
    const asked: string[] = []
    server.events.on('request:start', ({ request }) => {
      asked.push(new URL(request.url).pathname)
    })
    await renderScreen(<ProductsScreen />, '/account/products')
    expect(await productCard('Hex FX')).toBeTruthy()
    expect(await productCard('DJ Pro')).toBeTruthy()
    const hexFx = sandbox()
      .stores.license.listProducts(alex)
      .find((product) => product.product_type.name === 'Hex FX')
    expect(asked).toContain(`/license/api/v1/products/types/${hexFx?.product_type.id}`)
    server.events.removeAllListeners()
  })

  it("shows the service's refusal of a machine (1201, the limit) next to the machine ID", async () => {
    newUserWithHexFx()
    server.use(
      http.post(`${TEST_SERVICES}/license/api/v1/me/licenses/authorizations`, () =>
        HttpResponse.json(
          {
            code: 1201,
            error: 'Hex FX is already authorised on 2 of 2 machines. Deauthorise one of them first.',
          },
          { status: 400 },
        ),
      ),
    )
    await renderScreen(<ProductsScreen />, '/account/products')
    const card = await productCard('Hex FX')
    const user = userEvent.setup()
    await user.click(within(card).getByRole('button', { name: 'Authorise a machine' }))
    await user.type(within(card).getByLabelText('Computer name'), 'Third laptop')
    await user.type(within(card).getByLabelText('Machine ID'), 'THIRD-0003')
    await user.click(within(card).getByRole('button', { name: 'Authorise' }))
    const machineId = within(card).getByLabelText('Machine ID')
    await waitFor(() => expect(machineId.getAttribute('aria-invalid')).toBe('true'))
    expect(machineId.getAttribute('aria-describedby')).toContain('error')
    expect(
      within(card).getByText(
        'Hex FX is already authorised on 2 of 2 machines. Deauthorise one of them first.',
      ),
    ).toBeTruthy()
    expect((within(card).getByLabelText('Computer name') as HTMLInputElement).value).toBe('Third laptop')
  })
})
