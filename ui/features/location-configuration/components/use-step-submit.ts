import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '@/lib/api/api-error'
import { errorMessage, formErrors } from '@/lib/i18n/error-message'
import { i18next } from '@/lib/i18n/i18n'
import { saveStep, type StepName } from '../api/configuration'

/**
 * Saving one wizard step (the wizard moving on is the confirmation: no toast, which on a phone would cover the
 * next step's button): the field errors of a refusal by field, and its message, which the step may word with what
 * it knows (`context`: the vendor and versions, the plans) where the server's code needs values.
 */
export function useStepSubmit(locationId: number, step: StepName) {
  const { t } = useTranslation('locationConfiguration')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [message, setMessage] = useState<string | null>(null)
  const [code, setCode] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (fields: Record<string, unknown>, context: Record<string, unknown> = {}) => {
    setBusy(true)
    try {
      await saveStep(locationId, step, fields)
      setErrors({})
      setMessage(null)
      setCode(null)
      return true
    } catch (error) {
      setErrors(formErrors(t, error))
      setCode(isApiError(error) ? error.code : null)
      // The step's context fills the step's own codes; an answer that says when to retry (429, 503) is counted in
      // seconds by errorMessage, never by the context's `count` (a plan's device limit).
      setMessage(
        isApiError(error) &&
          error.retryAfterSeconds === null &&
          Object.keys(context).length &&
          i18next.exists(`errors:codes.${error.code}`, context)
          ? t(`errors:codes.${error.code}`, context)
          : errorMessage(t, error)
      )
      return false
    } finally {
      setBusy(false)
    }
  }
  return { submit, errors, message, code, busy }
}
