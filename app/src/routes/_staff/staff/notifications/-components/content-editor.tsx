import {
  type Content,
  type ContentRequest,
  getPutNotificationContentMutationOptions,
  type Language,
  type Notification,
  type Template,
  type TemplateItem,
} from '@music/sdk/notifications'
import { useStore } from '@tanstack/react-form'
import { useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useEditConflict } from '../../../../../screens/edit-conflict.tsx'
import { ScreenForm, showServiceError, useScreenForm } from '../../../../../screens/form.tsx'
import { useServiceMutation } from '../../../../../screens/mutations.ts'
import { useScopedResult } from '../../../../../screens/result-scope.tsx'
import { ResultStatus } from '../../../../../screens/result-status.tsx'
import { notificationChanges, rereadNotification } from '../../../-components/notification-queries.ts'
import { contentGaps } from './notification-form.tsx'
import { LANGUAGES } from './notification-labels.ts'
import { NotificationPreview, type PreviewContent } from './notification-preview.tsx'
import { fieldErrors } from './schedule-fields.ts'

/** The places of a notification without a template: a title and body, an optional button. */
const NO_TEMPLATE: Pick<Template, 'text_items' | 'action_items' | 'media_items'> = {
  text_items: [
    { metadata_id: 'title', required: true, order: 0 },
    { metadata_id: 'body', required: false, order: 1 },
  ],
  action_items: [{ metadata_id: 'cta', required: false, order: 0 }],
  media_items: [],
}

const byOrder = (items: readonly TemplateItem[] | undefined) =>
  [...(items ?? [])].sort((a, b) => a.order - b.order)

/** The form's field of each template place: `text__title`, `action__cta__label`, `action__cta__url`, `media__image`. */
const key = {
  text: (id: string) => `text__${id}`,
  label: (id: string) => `action__${id}__label`,
  url: (id: string) => `action__${id}__url`,
  media: (id: string) => `media__${id}`,
}

/** Words for a template place's id. */
function placeLabel(id: string): string {
  const names: Record<string, string> = {
    title: 'Title',
    body: 'Text',
    cta: 'Button',
    secondary: 'Second button',
    image: 'Image',
  }
  return names[id] ?? id
}

function contentValues(places: typeof NO_TEMPLATE, content: Content | undefined): Record<string, string> {
  const values: Record<string, string> = {}
  const of = <T extends { metadata: Record<string, unknown> }>(items: readonly T[] | undefined, id: string) =>
    items?.find((item) => item.metadata.metadata_id === id)
  for (const item of places.text_items ?? [])
    values[key.text(item.metadata_id)] = of(content?.text, item.metadata_id)?.content ?? ''
  for (const item of places.action_items ?? []) {
    const action = of(content?.actions, item.metadata_id)
    values[key.label(item.metadata_id)] = action?.label ?? ''
    values[key.url(item.metadata_id)] = action?.url ?? ''
  }
  for (const item of places.media_items ?? [])
    values[key.media(item.metadata_id)] = of(content?.media, item.metadata_id)?.src.medium ?? ''
  return values
}

function isUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' || url.protocol === 'data:'
  } catch {
    return false
  }
}

function contentProblems(places: typeof NO_TEMPLATE, templateName: string, values: Record<string, string>) {
  const problems: Record<string, string> = {}
  const required = `Required by the ${templateName} template.`
  for (const item of places.text_items ?? [])
    if (item.required && !values[key.text(item.metadata_id)]?.trim())
      problems[key.text(item.metadata_id)] = required
  for (const item of places.action_items ?? []) {
    const [label, url] = [
      values[key.label(item.metadata_id)]?.trim(),
      values[key.url(item.metadata_id)]?.trim(),
    ]
    if (item.required && !label) problems[key.label(item.metadata_id)] = required
    if (url && !isUrl(url)) problems[key.url(item.metadata_id)] = 'Enter a web address starting with https://'
    if (url && !label) problems[key.label(item.metadata_id)] = 'Enter the button’s text.'
  }
  for (const item of places.media_items ?? []) {
    const src = values[key.media(item.metadata_id)]?.trim()
    if (item.required && !src) problems[key.media(item.metadata_id)] = required
    if (src && !isUrl(src))
      problems[key.media(item.metadata_id)] = 'Enter the image’s web address (https://…).'
  }
  return fieldErrors(problems)
}

function mediaType(src: string): 'image/jpeg' | 'image/gif' | 'image/png' | 'image/webp' {
  const match = /^data:(image\/[a-z]+)|\.(jpe?g|gif|png|webp)(?:[?#]|$)/i.exec(src)
  const kind = (match?.[1]?.slice(6) ?? match?.[2] ?? 'png').toLowerCase()
  return kind === 'jpg' || kind === 'jpeg'
    ? 'image/jpeg'
    : kind === 'gif'
      ? 'image/gif'
      : kind === 'webp'
        ? 'image/webp'
        : 'image/png'
}

/** The form's values as `PUT /notifications/{id}/content/{language}` takes them (empty places left out). */
function contentRequest(places: typeof NO_TEMPLATE, values: Record<string, string>): ContentRequest {
  return {
    text: (places.text_items ?? [])
      .map((item) => ({ id: item.metadata_id, content: values[key.text(item.metadata_id)]?.trim() ?? '' }))
      .filter((item) => item.content)
      .map(({ id, content }) => ({ mime_type: 'text/plain', content, metadata: { metadata_id: id } })),
    actions: (places.action_items ?? [])
      .map((item) => ({
        id: item.metadata_id,
        label: values[key.label(item.metadata_id)]?.trim() ?? '',
        url: values[key.url(item.metadata_id)]?.trim() || undefined,
      }))
      .filter((item) => item.label)
      .map(({ id, label, url }) => ({ label, url, metadata: { metadata_id: id } })),
    media: (places.media_items ?? [])
      .map((item) => ({ id: item.metadata_id, src: values[key.media(item.metadata_id)]?.trim() ?? '' }))
      .filter((item) => item.src)
      .map(({ id, src }) => ({
        mime_type: mediaType(src),
        src: { medium: src },
        metadata: { metadata_id: id },
      })),
  }
}

/** What the preview shows from the form's values. */
function previewOf(places: typeof NO_TEMPLATE, values: Record<string, string>): PreviewContent {
  return {
    text: byOrder(places.text_items).map((item) => ({
      id: item.metadata_id,
      content: values[key.text(item.metadata_id)] ?? '',
    })),
    actions: byOrder(places.action_items).map((item) => ({
      id: item.metadata_id,
      label: values[key.label(item.metadata_id)] ?? '',
    })),
    media: byOrder(places.media_items).map((item) => ({
      id: item.metadata_id,
      src: values[key.media(item.metadata_id)] ?? '',
    })),
  }
}

/**
 * The notification's content per language: choose a language, fill in the places its template has
 * (title, text, buttons, image) and see it as the template renders it, then save
 * (`PUT /notifications/{id}/content/{language}`; only if nobody changed that language's content since
 * the form was loaded, decision 028). Lists what each language still lacks.
 */
export function ContentEditor({
  notification,
  template,
}: {
  notification: Notification
  template?: Template
}) {
  const [language, setLanguage] = useState<Language>(notification.languages[0] ?? 'en')
  const languageId = useId()
  const gaps = contentGaps(notification, template)
  return (
    <>
      <p className={gaps ? 'staff-warning' : undefined}>
        {notification.languages.length > 0
          ? `Content in ${notification.languages.map((code) => LANGUAGES[code]).join(', ')}. `
          : ''}
        {gaps ?? 'Every language has what its template needs.'}
      </p>
      <div className="field">
        <label htmlFor={languageId}>Language</label>
        <select
          id={languageId}
          className="field__input"
          value={language}
          onChange={(event) => setLanguage(event.target.value as Language)}
        >
          {(Object.keys(LANGUAGES) as Language[]).map((code) => (
            <option key={code} value={code}>
              {LANGUAGES[code]}
              {notification.languages.includes(code) ? '' : ' (no content yet)'}
            </option>
          ))}
        </select>
      </div>
      <LanguageContentForm
        key={language}
        notification={notification}
        template={template}
        language={language}
      />
    </>
  )
}

function LanguageContentForm({
  notification,
  template,
  language,
}: {
  notification: Notification
  template?: Template
  language: Language
}) {
  const places = template ?? NO_TEMPLATE
  const templateName = template?.name ?? 'default'
  const [result, announce] = useScopedResult()
  const queryClient = useQueryClient()
  const save = useServiceMutation({
    ...getPutNotificationContentMutationOptions(),
    invalidates: notificationChanges,
  })
  const loaded = contentValues(
    places,
    notification.content.find((entry) => entry.language === language),
  )
  const form = useScreenForm({
    defaultValues: loaded,
    validators: { onChange: ({ value }) => contentProblems(places, templateName, value) },
    onSubmit: async ({ value, formApi }) => {
      announce(null)
      try {
        const written = await conflict.save(async () =>
          contentValues(
            places,
            await save.mutateAsync({
              notificationId: notification.id,
              language,
              data: contentRequest(places, value),
            }),
          ),
        )
        if (written) announce({ tone: 'success', message: `${LANGUAGES[language]} content saved.` })
      } catch (error) {
        showServiceError(formApi, error)
      }
    },
  })
  const conflict = useEditConflict({
    form,
    loaded,
    reread: async () => {
      const stored = await rereadNotification(queryClient, notification.id, notification.campaign.id)
      return (
        stored &&
        contentValues(
          places,
          stored.content.find((entry) => entry.language === language),
        )
      )
    },
    subject: `The ${LANGUAGES[language]} content`,
  })
  const values = useStore(form.store, (state) => state.values)
  return (
    <div className="content-editor">
      <div>
        {/* The places are the template's, so the values are a record; TanStack Form's types of a
            record's fields do not narrow to the kit's form type. */}
        <ScreenForm
          form={form as unknown as Parameters<typeof ScreenForm>[0]['form']}
          aria-label={`${LANGUAGES[language]} content`}
        >
          {byOrder(places.text_items).map((item) => (
            <form.AppField key={item.metadata_id} name={key.text(item.metadata_id)}>
              {(field) =>
                item.metadata_id === 'body' ? (
                  <field.TextAreaField
                    label={`${placeLabel(item.metadata_id)}${item.required ? '' : ' (optional)'}`}
                  />
                ) : (
                  <field.TextField
                    label={`${placeLabel(item.metadata_id)}${item.required ? '' : ' (optional)'}`}
                    wide
                  />
                )
              }
            </form.AppField>
          ))}
          {byOrder(places.action_items).map((item) => (
            <div key={item.metadata_id} className="field-row">
              <form.AppField name={key.label(item.metadata_id)}>
                {(field) => (
                  <field.TextField
                    label={`${placeLabel(item.metadata_id)} text${item.required ? '' : ' (optional)'}`}
                  />
                )}
              </form.AppField>
              <form.AppField name={key.url(item.metadata_id)}>
                {(field) => (
                  <field.TextField type="url" label={`${placeLabel(item.metadata_id)} link (optional)`} />
                )}
              </form.AppField>
            </div>
          ))}
          {byOrder(places.media_items).map((item) => (
            <form.AppField key={item.metadata_id} name={key.media(item.metadata_id)}>
              {(field) => (
                <field.TextField
                  type="url"
                  wide
                  label={`${placeLabel(item.metadata_id)} address${item.required ? '' : ' (optional)'}`}
                />
              )}
            </form.AppField>
          ))}
          {conflict.notice}
          <form.FormError />
          <form.SubmitButton pendingLabel="Saving…">Save {LANGUAGES[language]} content</form.SubmitButton>
        </ScreenForm>
        <ResultStatus result={result} />
      </div>
      <NotificationPreview
        template={template?.name}
        option={notification.template_option}
        language={language}
        content={previewOf(places, values)}
      />
    </div>
  )
}
