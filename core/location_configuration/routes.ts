import { apiRoutes } from '#kernel/http/contract/api_routes'
import { adminOnly, holds } from '#kernel/http/contract/route_access'
import { PDF, json } from '#kernel/http/contract/schemas'
import { configurationStepValidator } from '#core/location_configuration/validators/configuration_validators'
import {
  configurationReportSchema,
  configurationSchema,
} from '#core/location_configuration/configuration_schemas'

const Configuration = () =>
  import('#core/location_configuration/controllers/location_configuration_controller')
const api = apiRoutes('Location configuration')

const STEP_ERRORS = [
  'E_LOCATION_WRONG_STATE',
  'E_CONFIGURATION_STEP_LOCKED',
  'E_CONFIGURATION_PLAN_TOO_SMALL',
  'E_NO_PLAN_BIG_ENOUGH',
  'E_LOCATION_CONFIG_INCOMPATIBLE',
  'E_CONFIG_VENDOR_MISMATCH',
  'E_CONTROLLER_VERSION_UNKNOWN',
  'E_CONFIGURATION_CHECK_FAILED',
  'E_CONTROLLER_UNREADABLE',
]

/**
 * The configuration wizard (spec §2 six steps, §5, §7 `POST /locations/{id}/configuration`): installation work, for
 * admins and installers (core/access/account_roles.ts); its report is readable by whoever reads the venue.
 */
export function locationConfigurationRoutes() {
  const path = '/locations/:id/configuration'
  api.get(path, [Configuration, 'show'], {
    access: adminOnly,
    summary:
      'The configuration wizard as last saved: every step, the step to resume at, the plans, the report',
    response: json(configurationSchema),
  })
  api.post(path, [Configuration, 'save'], {
    access: adminOnly,
    retrySafe:
      'a step replaces what was saved for it: the same step sent twice stores the same fields once (the report step checks the state, and a venue already ready for installation answers 409)',
    summary:
      'Save one step (`step`: type, router, switch, access_point, wlans, report) with its fields; the report step checks the controller live and moves the venue to ready for installation',
    body: configurationStepValidator,
    response: json(configurationSchema),
    errors: STEP_ERRORS,
  })
  api.get(`${path}/report`, [Configuration, 'report'], {
    access: holds('location_read', 'location'),
    summary: 'The configuration report once completed (null before), for whoever reads the venue',
    response: json(configurationReportSchema),
  })
  api.get(`${path}/export`, [Configuration, 'export'], {
    access: holds('location_read', 'location'),
    summary: "The configuration report as a PDF in the customer's language",
    response: PDF,
    errors: ['E_CONFIGURATION_NOT_COMPLETED'],
  })
}
