// @vitest-environment happy-dom
import { TimeoutError } from '@music/sdk'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { renderScreen, setupTestSandbox, signInNewUser } from '../../../../../screens/test-support.tsx'
import { imageFailureMessage, retryAfterSeconds } from './ai-image-errors.ts'
import { imageFileName, resetGallery } from './ai-image-gallery.ts'
import { AiImagesScreen } from './ai-images-screen.tsx'

const { sandbox } = setupTestSandbox()
beforeEach(() => resetGallery())

const form = () => screen.getByRole('form', { name: 'Create an image' })
const gallery = () => screen.getByRole('region', { name: 'Images of this visit' })

async function create(prompt: string, choices: { format?: RegExp; size?: RegExp } = {}) {
  const user = userEvent.setup()
  const field = within(await screen.findByRole('form', { name: 'Create an image' })).getByLabelText(
    'Describe your image',
  ) as HTMLTextAreaElement
  await user.clear(field)
  await user.type(field, prompt)
  if (choices.format) await user.click(within(form()).getByLabelText(choices.format))
  if (choices.size) await user.click(within(form()).getByLabelText(choices.size))
  await user.click(within(form()).getByRole('button', { name: 'Create image' }))
  return field
}

describe('AI images', () => {
  it('shows each provider with its live status: one that is down is shown and cannot be chosen', async () => {
    signInNewUser(sandbox())
    await renderScreen(<AiImagesScreen />, '/account/ai-images')
    const openai = (await within(await screen.findByRole('group', { name: 'Provider' })).findByLabelText(
      /^OpenAI/,
    )) as HTMLInputElement
    const stability = within(form()).getByLabelText(/^Stability AI/) as HTMLInputElement
    expect(openai.checked).toBe(true)
    expect(openai.disabled).toBe(false)
    expect(stability.disabled).toBe(true)
    expect(document.getElementById(stability.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Unavailable right now',
    )
  })

  it('creates an image from the prompt (a link): it is shown first in the gallery, focused, downloadable', async () => {
    signInNewUser(sandbox())
    await renderScreen(<AiImagesScreen />, '/account/ai-images')
    await create('Neon vinyl over a night city', { size: /^Small/ })
    const image = (await within(gallery()).findByRole('img', {
      name: 'AI image: Neon vinyl over a night city',
    })) as HTMLImageElement
    expect(image.getAttribute('src')).toMatch(/^http:\/\/services\.test\/ai-proxy\//)
    expect(image.getAttribute('width')).toBe('256')
    await waitFor(() => expect(document.activeElement).toBe(image.closest('figure')))
    expect(within(gallery()).getByRole('button', { name: /^Download the image/ })).toBeTruthy()
    expect(screen.getByText('Your image is ready: it is first in the gallery below.')).toBeTruthy()
    // The prompt stays, to try a variation.
    expect((within(form()).getByLabelText('Describe your image') as HTMLTextAreaElement).value).toBe(
      'Neon vinyl over a night city',
    )
  })

  it('keeps a base64 image as a blob: URL (no data: URL), newest first', async () => {
    signInNewUser(sandbox())
    await renderScreen(<AiImagesScreen />, '/account/ai-images')
    await create('First picture', { size: /^Small/ })
    await within(gallery()).findByRole('img', { name: 'AI image: First picture' })
    await create('Second picture', { format: /^The image itself/, size: /^Small/ })
    const second = await within(gallery()).findByRole('img', { name: 'AI image: Second picture' })
    expect(second.getAttribute('src')).toMatch(/^blob:/)
    expect(
      within(gallery())
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['AI image: Second picture', 'AI image: First picture'])
  })

  it('explains a refusal for too many images (429) with when to try again, keeping the prompt', async () => {
    signInNewUser(sandbox())
    await renderScreen(<AiImagesScreen />, '/account/ai-images')
    const field = await create('A crowd at dawn sandbox:429')
    expect(await within(form()).findByRole('alert')).toHaveProperty(
      'textContent',
      'You have reached the limit of images for now. Try again in 30 seconds.',
    )
    expect(field.value).toBe('A crowd at dawn sandbox:429')
    expect(within(gallery()).queryByRole('img')).toBeNull()
  })

  it('explains a provider that is down (503) and shows it as unavailable from then on', async () => {
    signInNewUser(sandbox())
    await renderScreen(<AiImagesScreen />, '/account/ai-images')
    await screen.findByRole('form', { name: 'Create an image' })
    sandbox().stores.aiProxy.setAvailable('openai', false)
    await create('Turntables in the rain')
    expect((await within(form()).findByRole('alert')).textContent).toBe(
      'OpenAI is not available right now. Choose another provider, or try again in a few minutes.',
    )
    await waitFor(() =>
      expect((within(form()).getByLabelText(/^OpenAI/) as HTMLInputElement).disabled).toBe(true),
    )
    expect(
      await screen.findByText('No image provider is available right now. Please try again in a few minutes.'),
    ).toBeTruthy()
  })

  it('keeps what was typed and chosen when the customer leaves the screen and comes back', async () => {
    signInNewUser(sandbox())
    await renderScreen(<AiImagesScreen />, '/account/ai-images')
    const user = userEvent.setup()
    await user.type(
      within(await screen.findByRole('form', { name: 'Create an image' })).getByLabelText(
        'Describe your image',
      ),
      'Half-written idea',
    )
    await user.click(within(form()).getByLabelText(/^Medium/))
    cleanup()
    await renderScreen(<AiImagesScreen />, '/account/ai-images')
    const again = await screen.findByRole('form', { name: 'Create an image' })
    expect((within(again).getByLabelText('Describe your image') as HTMLTextAreaElement).value).toBe(
      'Half-written idea',
    )
    expect((within(again).getByLabelText(/^Medium/) as HTMLInputElement).checked).toBe(true)
  })
})

describe('AI image messages', () => {
  it('explains a timeout and reads Retry-After as seconds or an HTTP date', () => {
    expect(imageFailureMessage(new TimeoutError(10_000), 'OpenAI')).toMatch(
      /^OpenAI took too long to create the image, so we stopped waiting\. Your prompt is kept/,
    )
    expect(retryAfterSeconds('42')).toBe(42)
    expect(retryAfterSeconds('Wed, 21 Oct 2015 07:28:30 GMT', Date.parse('2015-10-21T07:28:00Z'))).toBe(30)
    expect(retryAfterSeconds('soon')).toBeUndefined()
  })

  it('names a download after the prompt', () => {
    expect(imageFileName({ prompt: 'Neon vinyl, over a night city!', created: 1731840000 })).toBe(
      'neon-vinyl-over-a-night-city-1731840000.png',
    )
    expect(imageFileName({ prompt: '★★★', created: 1 })).toBe('ai-image-1.png')
  })
})
