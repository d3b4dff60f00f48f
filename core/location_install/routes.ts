import { apiRoutes } from '#kernel/http/contract/api_routes'
import { adminOnly } from '#kernel/http/contract/route_access'
import { json } from '#kernel/http/contract/schemas'
import { finishInstallValidator } from '#core/location_install/validators/install_validators'
import { installChecksSchema, installViewSchema } from '#core/location_install/install_schemas'

const Install = () => import('#core/location_install/controllers/location_install_controller')
const api = apiRoutes('Location install')

/** The finish-install flow (spec §2): installation work, for admins and installers (core/access/account_roles.ts). */
export function locationInstallRoutes() {
  const path = '/locations/:id/install'
  api.get(path, [Install, 'show'], {
    access: adminOnly,
    summary:
      'What the finish-install flow offers: the installers, the hardware in stock, the finish once done',
    response: json(installViewSchema),
  })
  api.get(`${path}/checks`, [Install, 'checks'], {
    access: adminOnly,
    summary:
      'The installation (devices adopted, online, at their address; read live) and billing checks, with what is missing',
    response: json(installChecksSchema),
  })
  api.post(path, [Install, 'finish'], {
    access: adminOnly,
    idempotent: true,
    summary:
      'Finish the installation: checks again, records the installer, takes the hardware from stock to the venue and makes it live, in one transaction',
    body: finishInstallValidator,
    response: json(installViewSchema),
    errors: [
      'E_LOCATION_WRONG_STATE',
      'E_CONFIGURATION_NOT_COMPLETED',
      'E_INSTALLATION_NOT_READY',
      'E_CONTROLLER_UNREADABLE',
      'E_NO_ACTIVE_SUBSCRIPTION',
      'E_PAYMENT_METHOD_REQUIRED',
      'E_STOCK_INSUFFICIENT',
      'E_PRODUCT_NOT_FOUND',
    ],
  })
}
