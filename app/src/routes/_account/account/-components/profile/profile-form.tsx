import { getUpdateMyProfileMutationOptions } from '@music/sdk/profile'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { type ReactNode, useRef } from 'react'
import { useEditConflict } from '../../../../../screens/edit-conflict.tsx'
import { ScreenForm, showServiceError, useScreenForm } from '../../../../../screens/form.tsx'
import { useServiceMutation } from '../../../../../screens/mutations.ts'
import { REPEAT_WINDOW_MS } from '../../../../../screens/repeat-guard.ts'
import { ResultStatus, useResult } from '../../../../../screens/result-status.tsx'
import { profileChanges, profileQueries, rereadProfile } from '../../../-components/profile-queries.ts'
import {
  COUNTRY_OPTIONS,
  DAW_OPTIONS,
  LANGUAGE_OPTIONS,
  LOCALE_OPTIONS,
  PRODUCT_OPTIONS,
  type ProfileFormValues,
  profileFormProblems,
  profileFormValues,
  profileUpdate,
} from './profile-form-values.ts'

/** A group of the form's fields under its legend. */
function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="form-group">
      <legend>{legend}</legend>
      {children}
    </fieldset>
  )
}

/**
 * Every profile field of docs/requirements.md §3 in one form (`PUT /me`, only what changed): names,
 * address with the country from the list, language and locale, DAW and main product, e-mail consent
 * and the forum preferences. Checked as the service checks (`profileFormProblems`) before it is sent;
 * a refusal's messages go next to their fields (`fields`, decision 017); what was typed is kept.
 * Before it writes, the profile is read again: changed elsewhere since the form was opened (another
 * tab), nothing is written and the form offers Reload or Overwrite (`useEditConflict`, decisions 028,
 * 033); Overwrite sends what was changed here, over the other change.
 */
export function ProfileForm() {
  const { data: profile } = useSuspenseQuery(profileQueries.profile())
  const queryClient = useQueryClient()
  const loaded = profileFormValues(profile)
  const [result, announce] = useResult()
  /** When this form last saved (`performance.now()`, ms). */
  const savedAt = useRef(Number.NEGATIVE_INFINITY)
  const update = useServiceMutation({ ...getUpdateMyProfileMutationOptions(), invalidates: profileChanges })
  const form = useScreenForm({
    defaultValues: loaded,
    validators: {
      onChange: ({ value }: { value: ProfileFormValues }) => {
        const fields = profileFormProblems(value, conflict.base())
        return Object.keys(fields).length > 0 ? { fields } : undefined
      },
    },
    onSubmit: async ({ value, formApi }) => {
      // What changed since the form was opened or last saved: the fields this tab sends.
      const body = profileUpdate(value, conflict.base())
      if (Object.keys(body).length === 0) {
        // The second click of a double click on "Save profile", after a quick save: the same press,
        // so "Your profile is saved." stays (decision 033).
        if (performance.now() - savedAt.current < REPEAT_WINDOW_MS) return
        announce({ tone: 'success', message: 'Nothing has changed since you last saved.' })
        return
      }
      announce(null)
      try {
        const written = await conflict.save(async () =>
          profileFormValues(await update.mutateAsync({ data: body })),
        )
        if (written) {
          savedAt.current = performance.now()
          announce({ tone: 'success', message: 'Your profile is saved.' })
        }
      } catch (error) {
        showServiceError(formApi, error)
      }
    },
  })
  const conflict = useEditConflict({
    form,
    loaded,
    reread: async () => profileFormValues(await rereadProfile(queryClient)),
    subject: 'Your profile',
  })
  const saved = conflict.base()

  return (
    <>
      <ScreenForm form={form} aria-label="Your details" className="profile-form">
        <Group legend="Name">
          <form.AppField name="first_name">
            {(field) => <field.TextField label="First name" autoComplete="given-name" />}
          </form.AppField>
          <form.AppField name="last_name">
            {(field) => <field.TextField label="Last name" autoComplete="family-name" />}
          </form.AppField>
          <form.AppField name="dj_name">{(field) => <field.TextField label="DJ name" />}</form.AppField>
          <form.AppField name="display_name">
            {(field) => (
              <field.TextField
                label="Display name"
                hint="Shown with your posts in our forums."
                autoComplete="nickname"
              />
            )}
          </form.AppField>
          <form.AppField name="company">
            {(field) => <field.TextField label="Company" autoComplete="organization" />}
          </form.AppField>
        </Group>
        <Group legend="Address">
          <form.AppField name="address_1">
            {(field) => <field.TextField label="Address line 1" autoComplete="address-line1" wide />}
          </form.AppField>
          <form.AppField name="address_2">
            {(field) => <field.TextField label="Address line 2" autoComplete="address-line2" wide />}
          </form.AppField>
          <form.AppField name="city">
            {(field) => <field.TextField label="City" autoComplete="address-level2" />}
          </form.AppField>
          <form.AppField name="region">
            {(field) => <field.TextField label="Region, state or province" autoComplete="address-level1" />}
          </form.AppField>
          <form.AppField name="postcode">
            {(field) => (
              <field.TextField label="Postcode" autoComplete="postal-code" autoCapitalize="characters" />
            )}
          </form.AppField>
          <form.AppField name="country_code">
            {(field) => (
              <field.SelectField
                label="Country"
                options={COUNTRY_OPTIONS}
                placeholder={saved.country_code ? undefined : 'Choose a country'}
              />
            )}
          </form.AppField>
        </Group>
        <Group legend="Language and music">
          <form.AppField name="locale">
            {(field) => (
              <field.SelectField
                label="Language of our e-mails and pages"
                options={LOCALE_OPTIONS}
                placeholder={saved.locale ? undefined : 'Not chosen'}
              />
            )}
          </form.AppField>
          <form.AppField name="daw">
            {(field) => (
              <field.SelectField
                label="The DAW you work with"
                options={DAW_OPTIONS}
                placeholder={saved.daw ? undefined : 'Not chosen'}
              />
            )}
          </form.AppField>
          <form.AppField name="product">
            {(field) => (
              <field.SelectField
                label="The product you use most"
                options={PRODUCT_OPTIONS}
                placeholder={saved.product ? undefined : 'Not chosen'}
              />
            )}
          </form.AppField>
          <form.AppField name="global_contact_status">
            {(field) => (
              <field.CheckboxField
                label="E-mail me news, offers and product updates"
                hint="You can change your mind at any time."
              />
            )}
          </form.AppField>
        </Group>
        <Group legend="Forums">
          <form.AppField name="language">
            {(field) => (
              <field.SelectField
                label="Forum language"
                options={LANGUAGE_OPTIONS}
                placeholder={saved.language ? undefined : 'Not chosen'}
              />
            )}
          </form.AppField>
          <form.AppField name="threads_per_page">
            {(field) => (
              <field.TextField label="Threads per page" hint="From 1 to 100." inputMode="numeric" />
            )}
          </form.AppField>
          <form.AppField name="notify_tracked">
            {(field) => <field.CheckboxField label="E-mail me about new posts in threads I follow" />}
          </form.AppField>
          <form.AppField name="notify_private">
            {(field) => <field.CheckboxField label="E-mail me about private messages" />}
          </form.AppField>
          <form.AppField name="auto_subscribe">
            {(field) => <field.CheckboxField label="Follow the threads I post in" />}
          </form.AppField>
          <form.AppField name="auto_read">
            {(field) => <field.CheckboxField label="Mark threads as read when I open them" />}
          </form.AppField>
        </Group>
        {conflict.notice}
        <form.FormError />
        <form.SubmitButton pendingLabel="Saving…">Save profile</form.SubmitButton>
      </ScreenForm>
      <ResultStatus result={result} />
    </>
  )
}
