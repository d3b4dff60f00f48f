import {
  anyObject,
  array,
  boolean,
  integer,
  nullable,
  object,
  oneOfThese,
  string,
} from '#kernel/http/contract/schemas'
import { CONFIGURATION_STEPS } from '#core/location_configuration/configuration_steps'

export const configurationSchema = object({
  locationId: integer(),
  status: string(),
  editable: boolean(),
  steps: array(
    object({
      step: oneOfThese(...CONFIGURATION_STEPS),
      completed: boolean(),
      values: nullable(anyObject("The step's fields as saved")),
    })
  ),
  currentStep: nullable(oneOfThese(...CONFIGURATION_STEPS)),
  completedAt: nullable(string({ format: 'date-time' })),
  plan: integer(),
  plans: array(object({ plan: integer(), name: string(), maxDevices: integer() })),
  report: nullable(anyObject('The configuration report (spec §3) once completed')),
})

export const configurationReportSchema = object({
  locationId: integer(),
  report: nullable(anyObject('The configuration report (spec §3) once completed')),
})
