import './membership-screens.css'
import { ServiceUnavailableError } from '@music/sdk'
import {
  type GenerateImageRequest,
  generateImage,
  type Image,
  type ProviderStatus,
} from '@music/sdk/ai-proxy'
import { type QueryClient, useQueryClient, useSuspenseQueries } from '@tanstack/react-query'
import { useRef } from 'react'
import * as v from 'valibot'
import { EmptyState } from '../../../../../screens/empty-state.tsx'
import { type RadioOption, ScreenForm, showFormError, useScreenForm } from '../../../../../screens/form.tsx'
import { useServiceMutation } from '../../../../../screens/mutations.ts'
import { ResultStatus, useResult } from '../../../../../screens/result-status.tsx'
import { FileFetchError, saveAs } from '../../../../../screens/save-as.ts'
import { Screen } from '../../../../../screens/screen.tsx'
import { Section } from '../../../../../screens/section.tsx'
import { serviceErrorMessage } from '../../../../../screens/service-errors.ts'
import { Skeleton } from '../../../../../screens/skeleton.tsx'
import { webUrl } from '../../../../../screens/web-url.ts'
import { aiProxyQueries, PROVIDERS, providerStatusChanges } from '../../../-components/ai-proxy-queries.ts'
import { imageFailureMessage } from './ai-image-errors.ts'
import {
  addGalleryImage,
  type GalleryImage,
  type ImageDraft,
  imageFileName,
  pngFromBase64,
  readImageDraft,
  saveImageDraft,
  useGallery,
} from './ai-image-gallery.ts'

/** Most characters of a prompt (`GenerateImageRequest.prompt`). */
const PROMPT_MAX = 1000

/** The providers' names for people. */
const PROVIDER_NAMES: Record<string, string> = { openai: 'OpenAI', stability: 'Stability AI' }
const providerName = (provider: string) => PROVIDER_NAMES[provider] ?? provider

const RESOLUTIONS: RadioOption[] = [
  { value: '256x256', label: 'Small: 256 × 256 pixels' },
  { value: '512x512', label: 'Medium: 512 × 512 pixels' },
  { value: '1024x1024', label: 'Large: 1024 × 1024 pixels' },
]
const FORMATS: RadioOption[] = [
  { value: 'url', label: 'A link to the image', description: 'Works for an hour; quicker for large images.' },
  {
    value: 'b64_json',
    label: 'The image itself (base64)',
    description: 'Kept in this page; nothing to expire.',
  },
]

/** Starts the images screen's requests (its loader): each provider's status. */
export function prefetchAiImages(queryClient: QueryClient): void {
  for (const provider of PROVIDERS) void queryClient.prefetchQuery(aiProxyQueries.providerStatus(provider))
}

/** The AI images screen (/account/ai-images): the generator, then the images of this visit. */
export function AiImagesScreen() {
  return (
    <Screen
      title="AI images"
      intro="Describe a picture — cover art, a flyer, a visual for your set — and an AI model draws it."
    >
      <Section title="Create an image" skeleton={<Skeleton lines={6} />}>
        <ImageGenerator />
      </Section>
      <Section title="Images of this visit" skeleton={<Skeleton blocks={1} />}>
        <Gallery />
      </Section>
    </Screen>
  )
}

/** True when the customer may generate images with the provider now. */
const usable = (status: ProviderStatus) => status.eligibility.generate_images && status.available !== false

/** The gallery image of a reply: its URL (checked), or its base64 PNG as a Blob and `blob:` URL. */
function toGalleryImage(image: Image, request: Required<GenerateImageRequest>): GalleryImage {
  const base = {
    id: crypto.randomUUID(),
    prompt: request.prompt,
    provider: request.provider,
    resolution: request.resolution,
    created: image.created,
  }
  if (image.b64_image) {
    const blob = pngFromBase64(image.b64_image)
    return { ...base, src: URL.createObjectURL(blob), blob }
  }
  const url = webUrl(image.image_url)
  if (!url) throw new Error('The reply holds no image')
  return { ...base, src: url }
}

/**
 * The generator (`POST /images/generate`): prompt, provider (each with its live status, from
 * `GET /provider/{provider}/status`; one that is down is shown and cannot be chosen), resolution and
 * reply format. While the image is made: a progress bar and "Stop". Then the image joins the gallery
 * and takes focus. A refusal is explained (429 with when to try again, 503, timeout) above the button;
 * what was typed and chosen stays, also when the customer visits another screen and comes back.
 */
function ImageGenerator() {
  const queryClient = useQueryClient()
  const statuses = useSuspenseQueries({
    queries: PROVIDERS.map((provider) => aiProxyQueries.providerStatus(provider)),
  }).map(({ data }) => data)
  const available = statuses.filter(usable).map((status) => status.provider)
  const [result, announce] = useResult()
  const abort = useRef<AbortController | null>(null)
  const generate = useServiceMutation({
    mutationFn: ({ body, signal }: { body: GenerateImageRequest; signal: AbortSignal }) =>
      generateImage(body, undefined, signal),
    invalidates: [],
  })
  const draft = readImageDraft()
  const defaults: ImageDraft = {
    prompt: draft?.prompt ?? '',
    provider: draft?.provider && available.includes(draft.provider) ? draft.provider : (available[0] ?? ''),
    resolution: draft?.resolution ?? '1024x1024',
    response_format: draft?.response_format ?? 'url',
  }
  const form = useScreenForm({
    defaultValues: defaults,
    validators: {
      onChange: v.object({
        prompt: v.pipe(
          v.string(),
          v.trim(),
          v.nonEmpty('Describe the image you want.'),
          v.maxLength(PROMPT_MAX, `Use at most ${PROMPT_MAX} characters.`),
        ),
        provider: v.pipe(
          v.string(),
          v.nonEmpty('Choose a provider.'),
          v.check(
            (provider) => available.includes(provider),
            'This provider is not available right now: choose another.',
          ),
        ),
        resolution: v.string(),
        response_format: v.picklist(['url', 'b64_json']),
      }),
    },
    listeners: { onChange: ({ formApi }) => saveImageDraft(formApi.state.values as ImageDraft) },
    onSubmit: async ({ value, formApi }) => {
      announce(null)
      const request = { ...value, prompt: value.prompt.trim() } as Required<GenerateImageRequest>
      const controller = new AbortController()
      abort.current = controller
      try {
        const image = await generate.mutateAsync({ body: request, signal: controller.signal })
        const added = toGalleryImage(image, request)
        addGalleryImage(added)
        announce({ tone: 'success', message: 'Your image is ready: it is first in the gallery below.' })
        requestAnimationFrame(() => document.getElementById(galleryItemId(added.id))?.focus())
      } catch (error) {
        if (controller.signal.aborted) {
          announce({ tone: 'success', message: 'Stopped. Your prompt is kept.' })
          return
        }
        // The service knows better than the last status: show the provider as it is now.
        if (error instanceof ServiceUnavailableError)
          await Promise.all(
            providerStatusChanges.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
          )
        showFormError(formApi, imageFailureMessage(error, providerName(request.provider)))
      } finally {
        abort.current = null
      }
    },
  })
  const providerOptions: RadioOption[] = statuses.map((status) => ({
    value: status.provider,
    label: providerName(status.provider),
    description: usable(status) ? 'Available' : 'Unavailable right now',
    disabled: !usable(status),
  }))
  return (
    <>
      {available.length === 0 ? (
        <p className="form-error" role="alert">
          No image provider is available right now. Please try again in a few minutes.
        </p>
      ) : null}
      <ScreenForm form={form} aria-label="Create an image" className="image-form">
        <form.AppField name="prompt">
          {(field) => (
            <field.TextAreaField
              label="Describe your image"
              hint="Say what it shows, its style and colours."
              placeholder="Neon vinyl record floating over a night city, synthwave"
              maxLength={PROMPT_MAX}
            />
          )}
        </form.AppField>
        <form.AppField name="provider">
          {(field) => <field.RadioGroupField label="Provider" options={providerOptions} />}
        </form.AppField>
        <form.AppField name="resolution">
          {(field) => <field.RadioGroupField label="Size" options={RESOLUTIONS} />}
        </form.AppField>
        <form.AppField name="response_format">
          {(field) => <field.RadioGroupField label="Deliver the image as" options={FORMATS} />}
        </form.AppField>
        <form.FormError />
        <div className="screen-actions">
          <form.SubmitButton pendingLabel="Creating…">Create image</form.SubmitButton>
          {generate.isPending ? (
            <button type="button" className="button button--secondary" onClick={() => abort.current?.abort()}>
              Stop
            </button>
          ) : null}
        </div>
        {generate.isPending ? (
          <div className="image-progress">
            <p role="status">Creating your image… This usually takes a few seconds.</p>
            <progress aria-label="Creating your image" />
          </div>
        ) : null}
      </ScreenForm>
      <ResultStatus result={result} />
    </>
  )
}

/** The element id of a gallery image (focused when it arrives). */
const galleryItemId = (id: string) => `ai-image-${id}`

/** The images of this visit, newest first, each with its prompt and "Download". */
function Gallery() {
  const images = useGallery()
  const [result, announce] = useResult()
  if (images.length === 0) {
    return (
      <EmptyState>
        Your images appear here until you reload the page or leave the site. Download the ones you want to
        keep.
      </EmptyState>
    )
  }
  return (
    <>
      <ResultStatus result={result} />
      <ul className="image-gallery" aria-label="Your images">
        {images.map((image) => (
          <li key={image.id}>
            <figure id={galleryItemId(image.id)} tabIndex={-1} className="image-gallery__item">
              <img
                src={image.src}
                alt={`AI image: ${image.prompt}`}
                width={Number(image.resolution.split('x')[0])}
                height={Number(image.resolution.split('x')[1])}
              />
              <figcaption>
                <span className="image-gallery__prompt">{image.prompt}</span>
                <span className="screen-muted">
                  {providerName(image.provider)} · {image.resolution.replace('x', ' × ')} px
                </span>
                <DownloadImage image={image} onResult={announce} />
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </>
  )
}

/** "Download" of a gallery image: its Blob, or the file at its URL (which expires after an hour). */
function DownloadImage({
  image,
  onResult,
}: {
  image: GalleryImage
  onResult: (result: { tone: 'success' | 'error'; message: string } | null) => void
}) {
  const download = useServiceMutation({
    mutationFn: () => saveAs(image.blob ?? image.src, imageFileName(image)),
    invalidates: [],
    onMutate: () => onResult(null),
    onSuccess: () =>
      onResult({ tone: 'success', message: `Your download of ${imageFileName(image)} has started.` }),
    onError: (error) =>
      onResult({
        tone: 'error',
        message:
          error instanceof FileFetchError && error.status === 403
            ? 'This image’s link has expired (links last an hour). Create it again to download it.'
            : `The image could not be downloaded. ${serviceErrorMessage(error)}`,
      }),
  })
  return (
    <button
      type="button"
      className="button button--secondary"
      disabled={download.isPending}
      aria-busy={download.isPending || undefined}
      onClick={() => download.mutate()}
    >
      {download.isPending ? 'Preparing…' : 'Download'}
      <span className="visually-hidden"> the image “{image.prompt}”</span>
    </button>
  )
}
