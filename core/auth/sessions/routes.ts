import { middleware } from '#start/kernel'
import { apiRoutes } from '#kernel/http/contract/api_routes'
import { adminSessionOnly, owned, sessionOnly, signedIn } from '#kernel/http/contract/route_access'
import {
  NO_CONTENT,
  boolean,
  dataList,
  dateTime,
  integer,
  json,
  nullable,
  object,
  string,
} from '#kernel/http/contract/schemas'

const SessionsController = () => import('#core/auth/sessions/sessions_controller')
const api = apiRoutes('Sessions')

const device = {
  browser: nullable(string()),
  os: nullable(string()),
  device: string(),
  ip: nullable(string()),
}
const sessionSchema = object({
  id: string(),
  current: boolean(),
  signed_in_at: nullable(dateTime()),
  last_seen_at: nullable(dateTime()),
  ...device,
})
const signInSchema = object({
  at: dateTime(),
  result: string({
    description: 'login_succeeded, login_failed, two_factor_succeeded or two_factor_failed',
  }),
  ...device,
})

export function sessionRoutes() {
  api.get('/self/sessions', [SessionsController, 'index'], {
    access: sessionOnly,
    summary:
      'Your signed-in browser sessions: device, browser, IP, last seen; `current` marks this one',
    response: json(dataList(sessionSchema)),
  })
  api.delete('/self/sessions/:id', [SessionsController, 'destroy'], {
    access: owned('session'),
    notWhileImpersonating: true,
    textParams: ['id'],
    summary: 'End one of your sessions (signs that browser out)',
    response: NO_CONTENT,
  })
  api.get('/self/sign-ins', [SessionsController, 'signIns'], {
    access: signedIn,
    summary: 'Your twenty most recent sign-in attempts, failed ones included',
    response: json(dataList(signInSchema)),
  })
  api
    .delete('/users/:id/sessions', [SessionsController, 'endAllOfUser'], {
      access: adminSessionOnly,
      notWhileImpersonating: true,
      summary:
        'End every browser session of a user (admin); needs a recent password confirmation, so a browser session',
      response: json(object({ ended: integer() })),
      errors: ['E_PASSWORD_CONFIRMATION_REQUIRED'],
    })
    .use(middleware.confirmedPassword())
}
