import { Alert, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formRules } from '@/lib/form-rules'
import { errorMessage, formErrors } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { recordVisit } from '../api/visits'
import type { Visit } from '../api/types'
import { emptyVisit, STEPS, stepOfField, visitBody } from './visit-form'
import { ContactStep, DetailsStep, InterestStep, VenueStep } from './visit-steps'

const SCREENS = [VenueStep, ContactStep, InterestStep, DetailsStep]

/** The create-visit wizard (spec §2 Sales "create visit"): four short steps, one column, usable on a phone. */
export function VisitWizard({ onRecorded }: { onRecorded?: (visit: Visit) => void }) {
  const { t } = useTranslation('sales')
  const [step, setStep] = useState(0)
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm({
    initialValues: emptyVisit,
    validate: {
      venueName: (value) => formRules(t).required(value),
      interest: (value) => (value ? null : t('visit.interestRequired')),
      contactEmail: (value) => (value.trim() ? formRules(t).email(value) : null),
    },
  })

  /** Checks the fields of the current step only, so the hunter is not told about steps still to come. */
  const stepIsValid = () => {
    const fields = STEPS[step]!.fields as readonly string[]
    return fields.every((field) => !form.validateField(field as keyof typeof emptyVisit).hasError)
  }
  const next = () => stepIsValid() && setStep((current) => current + 1)

  const submit = form.onSubmit(
    async (values) => {
      setFailure(null)
      try {
        const visit = await recordVisit(visitBody(values))
        toast('success', t('visit.recorded', { venue: visit.venueName }), { source: 'sales-visit' })
        form.reset()
        setStep(0)
        onRecorded?.(visit)
      } catch (error) {
        const errors = formErrors(t, error)
        form.setErrors(errors)
        const first = Object.keys(errors)[0]
        if (first) setStep(stepOfField(first))
        setFailure(errorMessage(t, error))
      }
    },
    (errors) => setStep(stepOfField(Object.keys(errors)[0] ?? ''))
  )

  const Screen = SCREENS[step]!
  const last = step === STEPS.length - 1
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} maw={560} w="100%">
      <form onSubmit={submit} noValidate aria-label={t('visit.title')}>
        <Stack gap="md">
          <div>
            <Text size="sm" c="dimmed">
              {t('visit.stepOf', { step: step + 1, total: STEPS.length })}
            </Text>
            <Title order={2} fz="h4">
              {t(`visit.steps.${STEPS[step]!.key}`)}
            </Title>
            <Progress mt="xs" value={((step + 1) / STEPS.length) * 100} aria-hidden />
          </div>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Screen form={form} />
          <Group grow>
            <Button
              variant="default"
              size="md"
              onClick={() => setStep((current) => current - 1)}
              disabled={step === 0}
            >
              {t('visit.back')}
            </Button>
            {/* Distinct keys: reusing the Next button's element as the submit button would submit on the click that reached the last step. */}
            {last ? (
              <Button key="save" type="submit" size="md" loading={form.submitting}>
                {t('visit.save')}
              </Button>
            ) : (
              <Button key="next" size="md" onClick={next}>
                {t('visit.next')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Paper>
  )
}
