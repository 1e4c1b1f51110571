import { getSubmitMySurveyMutationOptions } from '@music/sdk/profile'
import * as v from 'valibot'
import { ScreenForm, showServiceError, useScreenForm } from '../../../../../screens/form.tsx'
import { useServiceMutation } from '../../../../../screens/mutations.ts'
import { ResultStatus, useResult } from '../../../../../screens/result-status.tsx'

/** Most characters of the free-text answer (`SurveyRequest`: a string answer of at most 1000). */
const SURVEY_TEXT_MAX = 1000

const USES = [
  { value: 'djing', label: 'DJing' },
  { value: 'producing', label: 'Making music' },
  { value: 'both', label: 'Both' },
  { value: 'other', label: 'Something else' },
]
const EXPERIENCE = [
  { value: 'under_1', label: 'Less than a year' },
  { value: '1_to_3', label: '1 to 3 years' },
  { value: '4_to_10', label: '4 to 10 years' },
  { value: 'over_10', label: 'More than 10 years' },
]
const COMPUTERS = [
  { value: 'mac', label: 'Mac' },
  { value: 'win', label: 'Windows PC' },
  { value: 'both', label: 'Both' },
]

/** The survey's checks, in the words the fields show. */
const surveySchema = v.object({
  primary_use: v.pipe(v.string(), v.nonEmpty('Choose what you mainly use our software for.')),
  experience: v.pipe(v.string(), v.nonEmpty('Choose how long you have been at it.')),
  computer: v.pipe(v.string(), v.nonEmpty('Choose the computer you use.')),
  wishes: v.pipe(v.string(), v.maxLength(SURVEY_TEXT_MAX, `Use at most ${SURVEY_TEXT_MAX} characters.`)),
})

/**
 * The short survey of the beta programs (`POST /me/survey`, `SurveyRequest`: answers by question key):
 * what the customer mainly does, for how long, on which computer, and what they would like tested
 * next (optional). The answers are sent as `{primary_use, experience, computer, wishes?}`; a failure
 * keeps them as chosen.
 */
export function BetaSurvey() {
  const [result, announce] = useResult()
  const submit = useServiceMutation({ ...getSubmitMySurveyMutationOptions(), invalidates: [] })
  const form = useScreenForm({
    defaultValues: { primary_use: '', experience: '', computer: '', wishes: '' },
    validators: { onChange: surveySchema },
    onSubmit: async ({ value, formApi }) => {
      announce(null)
      const wishes = value.wishes.trim()
      try {
        await submit.mutateAsync({
          data: {
            survey: {
              primary_use: value.primary_use,
              experience: value.experience,
              computer: value.computer,
              ...(wishes ? { wishes } : {}),
            },
          },
        })
      } catch (error) {
        return showServiceError(formApi, error)
      }
      formApi.reset()
      announce({ tone: 'success', message: 'Thank you: your answers were sent.' })
    },
  })
  return (
    <>
      <p className="screen-muted">Four questions that help us choose who tests what. It takes a minute.</p>
      <ScreenForm form={form} aria-label="Beta program survey">
        <form.AppField name="primary_use">
          {(field) => (
            <field.RadioGroupField label="What do you mainly use our software for?" options={USES} />
          )}
        </form.AppField>
        <form.AppField name="experience">
          {(field) => (
            <field.SelectField
              label="How long have you been DJing or making music?"
              placeholder="Choose…"
              options={EXPERIENCE}
            />
          )}
        </form.AppField>
        <form.AppField name="computer">
          {(field) => <field.RadioGroupField label="Which computer do you use it on?" options={COMPUTERS} />}
        </form.AppField>
        <form.AppField name="wishes">
          {(field) => (
            <field.TextAreaField
              label="What would you like us to test next? (optional)"
              maxLength={SURVEY_TEXT_MAX}
              rows={3}
            />
          )}
        </form.AppField>
        <form.FormError />
        <form.SubmitButton pendingLabel="Sending…">Send my answers</form.SubmitButton>
      </ScreenForm>
      <ResultStatus result={result} />
    </>
  )
}
