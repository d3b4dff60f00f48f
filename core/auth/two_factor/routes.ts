import { middleware } from '#start/kernel'
import { apiRoutes } from '#kernel/http/contract/api_routes'
import {
  adminOnly,
  adminSessionOnly,
  anyone,
  sessionOnly,
} from '#kernel/http/contract/route_access'
import {
  NO_CONTENT,
  array,
  boolean,
  integer,
  json,
  nullable,
  object,
  oneOfThese,
  string,
} from '#kernel/http/contract/schemas'
import { selfSchema } from '#core/users/user_schemas'
import * as rules from '#core/auth/two_factor/two_factor_validators'

const TwoFactorController = () => import('#core/auth/two_factor/controllers/two_factor_controller')
const ChallengeController = () =>
  import('#core/auth/two_factor/controllers/two_factor_challenge_controller')
const SecuritySettingsController = () =>
  import('#core/auth/two_factor/controllers/security_settings_controller')

const api = apiRoutes('Two-factor authentication')
const method = oneOfThese('totp', 'email', 'sms')
const codeSent = object({
  method,
  sent_to: nullable(string({ description: 'Where the code went, masked' })),
})
const recoveryCodes = object({ recovery_codes: array(string()) })
const CODE_ERRORS = ['E_INVALID_TWO_FACTOR_CODE', 'E_TOO_MANY_REQUESTS']

export function twoFactorRoutes() {
  api.get('/secure/two-factor-authentication', [TwoFactorController, 'status'], {
    access: sessionOnly,
    summary:
      'Your two-factor state: not_set_up, pending or enabled; the method; recovery codes left; whether an admin requires it',
    response: json(
      object({
        state: oneOfThese('not_set_up', 'pending', 'enabled'),
        method: nullable(method),
        phone: nullable(string()),
        recovery_codes_left: integer(),
        setup_required: boolean(),
        methods: array(method),
      })
    ),
  })
  api
    .post('/secure/two-factor-authentication', [TwoFactorController, 'enable'], {
      access: sessionOnly,
      retrySafe:
        'starting again replaces the unconfirmed set-up with a new one; nothing is on until it is confirmed',
      notWhileImpersonating: true,
      summary:
        'Start setting up two-factor: `totp` (then GET the QR code), `email` or `sms` (a code is sent; SMS needs a mobile number); needs a recent password confirmation',
      body: rules.enableTwoFactorValidator,
      response: json(object({ method, status: string(), sent_to: nullable(string()) })),
      errors: [
        'E_PASSWORD_CONFIRMATION_REQUIRED',
        'E_TWO_FACTOR_ALREADY_ENABLED',
        'E_SMS_NEEDS_MOBILE',
        'E_SMS_UNAVAILABLE',
        'E_TWO_FACTOR_RESEND_THROTTLED',
      ],
    })
    .use(middleware.confirmedPassword())
  api.get('/secure/two-factor-qr-code', [TwoFactorController, 'qrCode'], {
    access: sessionOnly,
    notWhileImpersonating: true,
    summary:
      'The QR code (SVG) and otpauth URL of a pending authenticator set-up, with the key for typing it in',
    response: json(object({ svg: string(), url: string(), secret: string() })),
    errors: ['E_TWO_FACTOR_NOT_PENDING'],
  })
  api.post('/secure/confirmed-two-factor-authentication', [TwoFactorController, 'confirm'], {
    access: sessionOnly,
    retrySafe:
      'a set-up is confirmed once (a retry is refused, E_TWO_FACTOR_NOT_PENDING); the recovery codes are stored hashed only, so their answer is not kept for a replay',
    notWhileImpersonating: true,
    limit: 'signIn',
    summary:
      'Confirm the set-up with a first code; answers the ten recovery codes, shown this once',
    body: rules.twoFactorCodeValidator,
    response: json(object({ method, recovery_codes: array(string()) })),
    errors: ['E_TWO_FACTOR_NOT_PENDING', ...CODE_ERRORS],
  })
  api
    .delete('/secure/two-factor-authentication', [TwoFactorController, 'disable'], {
      access: sessionOnly,
      notWhileImpersonating: true,
      summary:
        'Turn two-factor off (or abandon a pending set-up); needs a recent password confirmation',
      response: NO_CONTENT,
      errors: ['E_PASSWORD_CONFIRMATION_REQUIRED'],
    })
    .use(middleware.confirmedPassword())
  api
    .post('/secure/two-factor-recovery-codes', [TwoFactorController, 'recoveryCodes'], {
      access: sessionOnly,
      retrySafe:
        'each call replaces every code; the codes are stored hashed only, so the answer is not kept for a replay and the codes of a lost answer are void after a retry',
      notWhileImpersonating: true,
      summary:
        'Ten new recovery codes (the old ones stop working); needs a recent password confirmation',
      response: json(recoveryCodes),
      errors: ['E_PASSWORD_CONFIRMATION_REQUIRED', 'E_TWO_FACTOR_NOT_ENABLED'],
    })
    .use(middleware.confirmedPassword())
  api.post('/secure/two-factor-challenge', [ChallengeController, 'challenge'], {
    access: anyone,
    retrySafe:
      'a code works once and the sign-in step ends with it: a retry is refused and signs nothing in twice',
    limit: 'signIn',
    summary:
      'The second sign-in step after a right password: `code` (authenticator, mail or SMS) or `recovery_code`; answers the self record',
    body: rules.challengeValidator,
    response: json(selfSchema),
    errors: ['E_TWO_FACTOR_CHALLENGE_EXPIRED', ...CODE_ERRORS],
  })
  api.post('/secure/two-factor-confirm-code', [ChallengeController, 'resend'], {
    access: anyone,
    retrySafe: 'it sends a fresh code again, at most once a minute; only the newest code counts',
    limit: 'signIn',
    summary:
      'Send a new mail or SMS code (at most once a minute): for the sign-in waiting on its second step, or your pending set-up',
    response: json(codeSent),
    errors: [
      'E_TWO_FACTOR_CHALLENGE_EXPIRED',
      'E_TWO_FACTOR_NO_CODE_TO_SEND',
      'E_TWO_FACTOR_RESEND_THROTTLED',
      'E_SMS_UNAVAILABLE',
    ],
  })
  api.get('/admin/security-settings', [SecuritySettingsController, 'show'], {
    access: adminOnly,
    summary: 'Platform security settings',
    response: json(object({ require_two_factor_for_staff: boolean() })),
  })
  api
    .put('/admin/security-settings', [SecuritySettingsController, 'update'], {
      access: adminSessionOnly,
      notWhileImpersonating: true,
      summary:
        'Require two-factor for every admin and partner (they are sent to set it up at their next sign-in); needs a recent password confirmation',
      body: rules.securitySettingsValidator,
      response: json(object({ require_two_factor_for_staff: boolean() })),
      errors: ['E_PASSWORD_CONFIRMATION_REQUIRED'],
    })
    .use(middleware.confirmedPassword())
}
