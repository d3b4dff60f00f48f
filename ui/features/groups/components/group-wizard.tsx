import { Button, Group as Row, Stack, Stepper, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage, formErrors } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { createGroup } from '../api/save-group'
import { CustomerPicker } from './customer-picker'

/**
 * The group creation wizard of spec §2 ("info, devices"). In Airdeck a group
 * holds customers (and through them their locations), so its second step
 * chooses the customers that belong to the group.
 */
export function GroupWizard({ onCreated }: { onCreated: (id: number) => void }) {
  const { t } = useTranslation('groups')
  const [step, setStep] = useState(0)
  const [name, setName] = useState('')
  const [customerIds, setCustomerIds] = useState<number[]>([])
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)

  const next = () => {
    if (!name.trim()) return setErrors({ name: t('validation:rules.required') })
    setErrors({})
    setStep(1)
  }

  const submit = async () => {
    setBusy(true)
    try {
      const group = await createGroup({ name: name.trim(), customerIds })
      toast('success', t('wizard.created'))
      onCreated(group.id)
    } catch (error) {
      const fieldErrors = formErrors(t, error)
      setErrors(fieldErrors)
      if (fieldErrors.name) setStep(0)
      toast('error', errorMessage(t, error))
    } finally {
      setBusy(false)
    }
  }

  const customersError = Object.entries(errors).find(([field]) =>
    field.startsWith('customerIds')
  )?.[1]

  return (
    <Stack gap="lg">
      <Stepper active={step} onStepClick={(target) => target < step && setStep(target)}>
        <Stepper.Step label={t('wizard.stepInfo')}>
          <TextInput
            label={t('fields.name')}
            required
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={errors.name}
            maw={420}
          />
        </Stepper.Step>
        <Stepper.Step label={t('wizard.stepCustomers')}>
          <CustomerPicker value={customerIds} onChange={setCustomerIds} error={customersError} />
        </Stepper.Step>
      </Stepper>
      <Row justify="flex-end">
        {step === 1 && (
          <Button variant="default" onClick={() => setStep(0)}>
            {t('wizard.back')}
          </Button>
        )}
        {step === 0 ? (
          <Button onClick={next}>{t('wizard.next')}</Button>
        ) : (
          <Button loading={busy} onClick={submit}>
            {t('wizard.create')}
          </Button>
        )}
      </Row>
    </Stack>
  )
}
