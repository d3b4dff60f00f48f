import { middleware } from '#start/kernel'
import { apiRoutes } from '#kernel/http/contract/api_routes'
import { holds, sessionOnly } from '#kernel/http/contract/route_access'
import { json } from '#kernel/http/contract/schemas'
import {
  startImpersonationValidator,
  supportAccessValidator,
} from '#core/impersonation/impersonation_validators'
import { impersonationSchema, supportAccessSchema } from '#core/impersonation/impersonation_schemas'

const ImpersonationController = () =>
  import('#core/impersonation/controllers/impersonation_controller')
const SupportAccessController = () =>
  import('#core/impersonation/controllers/support_access_controller')

const api = apiRoutes('Impersonation')
const ADMIN_POLICY =
  'platform admins only, never as another admin, nor as a user who reaches (by any grant, partner grant or role) a customer that blocked support access'

export function impersonationRoutes() {
  api.get('/impersonate', [ImpersonationController, 'show'], {
    access: sessionOnly,
    summary: 'Whether this browser session is an admin signed in as someone else, and who both are',
    response: json(impersonationSchema),
  })
  api
    .post('/impersonate', [ImpersonationController, 'store'], {
      access: sessionOnly,
      retrySafe:
        'it changes this session (a second start is refused with E_ALREADY_IMPERSONATING), so nothing is doubled',
      policy: ADMIN_POLICY,
      summary:
        'Sign in as another user in this session (support); needs a recent password confirmation. Audited with both identities until stopped',
      body: startImpersonationValidator,
      response: json(impersonationSchema),
      errors: [
        'E_PASSWORD_CONFIRMATION_REQUIRED',
        'E_IMPERSONATION_ADMIN_ONLY',
        'E_IMPERSONATE_ADMIN',
        'E_IMPERSONATE_SELF',
        'E_SUPPORT_ACCESS_BLOCKED',
        'E_ALREADY_IMPERSONATING',
      ],
    })
    .use(middleware.confirmedPassword())
  api.delete('/impersonate', [ImpersonationController, 'destroy'], {
    access: sessionOnly,
    summary:
      "Stop impersonating: back to the admin's own account (204 and signed out when the admin lost admin rights meanwhile)",
    response: json(impersonationSchema),
    errors: ['E_NOT_IMPERSONATING'],
  })
  api.get('/customers/:id/support-access', [SupportAccessController, 'show'], {
    access: holds('customer_read', 'customer'),
    summary: 'Whether the customer blocked support access (admins signing in as its users)',
    response: json(supportAccessSchema),
  })
  api.put('/customers/:id/support-access', [SupportAccessController, 'update'], {
    access: holds('customer_update', 'customer'),
    summary: "Block or allow support access to the customer's users (audited)",
    body: supportAccessValidator,
    response: json(supportAccessSchema),
  })
}
