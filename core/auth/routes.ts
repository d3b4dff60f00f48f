import { apiRoutes } from '#kernel/http/contract/api_routes'
import { anyone, sessionOnly } from '#kernel/http/contract/route_access'
import * as rules from '#core/auth/validators/auth_validators'
import { selfSchema, tokenSchema } from '#core/users/user_schemas'
import {
  NO_CONTENT,
  boolean,
  json,
  nullable,
  object,
  oneOfThese,
  string,
} from '#kernel/http/contract/schemas'

const SessionController = () => import('#core/auth/controllers/session_controller')
const RegistrationController = () => import('#core/auth/controllers/registration_controller')
const PasswordResetController = () => import('#core/auth/controllers/password_reset_controller')
const SecureController = () => import('#core/auth/controllers/secure_controller')
const PlatformInitController = () => import('#core/auth/controllers/platform_init_controller')

const api = apiRoutes('Authentication')
const twoFactorChallengeSchema = object({
  two_factor: boolean(),
  method: oneOfThese('totp', 'email', 'sms'),
  sent_to: nullable(string()),
})

export function authRoutes() {
  for (const path of ['/auth/login', '/secure/login']) {
    api
      .post(path, [SessionController, 'login'], {
        access: anyone,
        retrySafe:
          'signing in again only starts a fresh session in place of this one; the answer sets a cookie, so it is not kept for a replay',
        limit: 'signIn',
        summary: `${path === '/secure/login' ? 'The same as POST /auth/login: signs in' : 'Sign in'} with e-mail and password (session cookie). With two-factor on, answers { two_factor: true, method } and the sign-in ends at POST /secure/two-factor-challenge`,
        body: rules.loginValidator,
        response: { schema: { anyOf: [selfSchema, twoFactorChallengeSchema] } },
        errors: ['E_INVALID_CREDENTIALS', 'E_TOO_MANY_REQUESTS'],
      })
      .as(path.slice(1).replaceAll('/', '.'))
  }
  api.post('/auth/logout', [SessionController, 'logout'], {
    access: anyone,
    retrySafe: 'signing out twice leaves you signed out',
    limit: 'writes',
    summary: 'Sign out of this session',
    response: NO_CONTENT,
  })
  api.post('/auth/token', [SessionController, 'issueToken'], {
    access: anyone,
    retrySafe:
      'each call mints a separate token whose value is never stored (only its hash), so no answer is kept for a replay; a token whose answer was lost is never used and can be revoked in the token list',
    limit: 'signIn',
    summary: 'Exchange e-mail and password for a personal access token (for the CLI and scripts)',
    body: rules.issueTokenValidator,
    response: { status: 201, schema: tokenSchema },
    errors: ['E_INVALID_CREDENTIALS', 'E_TOO_MANY_REQUESTS', 'E_DEMO_READ_ONLY'],
  })
  api.post('/auth/register', [RegistrationController, 'register'], {
    access: anyone,
    retrySafe:
      'a retry mails a new confirmation link in place of the first (at most 3 an hour per address); the account is made only by confirming, once',
    summary: 'Register: with an invitation token at once, otherwise a confirmation link is mailed',
    body: rules.registerValidator,
    response: {
      status: 202,
      schema: {
        anyOf: [object({ status: string() }), selfSchema],
        description:
          '202 confirmation_sent, or 201 with the new account when an invitation token came along',
      },
    },
    errors: ['E_REGISTRATION_CLOSED', 'E_INVITE_INVALID', 'E_TOO_MANY_REQUESTS'],
  })
  api.post('/auth/register/confirm', [RegistrationController, 'confirm'], {
    access: anyone,
    retrySafe: 'a confirmation token works once: a retry is refused and creates nothing',
    summary: 'Confirm a registration with the mailed token; creates the account and signs in',
    body: rules.confirmRegistrationValidator,
    response: { status: 201, schema: selfSchema },
    errors: ['E_INVITE_INVALID'],
  })
  api.get('/init', [PlatformInitController, 'show'], {
    access: anyone,
    summary:
      'What the sign-in pages need before anyone signs in: whether anyone may register (`registration_open`, REGISTRATION_OPEN) or only invited people, so the web app offers a Register link only when it would be accepted',
    response: json(object({ registration_open: boolean() })),
  })
  api.get('/auth/invite', [RegistrationController, 'showInvite'], {
    access: anyone,
    limit: 'guessable',
    summary: 'What an invitation token invites to (for the register page)',
    query: rules.inviteTokenValidator,
    errors: ['E_INVITE_INVALID'],
  })
  for (const prefix of ['/auth', '/secure']) {
    const alias = prefix === '/secure' ? ' (alias of the /auth route)' : ''
    api
      .post(`${prefix}/password/recover`, [PasswordResetController, 'recover'], {
        access: anyone,
        retrySafe:
          'it mails the same kind of reset link again, throttled to one per address per 2 minutes',
        summary: `Mail a password-reset link (the same answer for known and unknown addresses)${alias}`,
        body: rules.recoverPasswordValidator,
        response: { schema: object({ status: string() }) },
        errors: ['E_TOO_MANY_REQUESTS', 'E_RESET_THROTTLED'],
      })
      .as(`${prefix.slice(1)}.password.recover`)
    api
      .post(`${prefix}/password/reset`, [PasswordResetController, 'reset'], {
        access: anyone,
        retrySafe: 'a reset token works once: a retry is refused and changes nothing',
        summary: `Set a new password with a reset token; revokes every access token${alias}`,
        body: rules.resetPasswordValidator,
        response: { schema: object({ status: string() }) },
        errors: ['E_INVALID_RESET_TOKEN'],
      })
      .as(`${prefix.slice(1)}.password.reset`)
  }
  api.get('/secure/csrf-cookie', [SecureController, 'csrfCookie'], {
    access: anyone,
    summary: 'Set the XSRF-TOKEN cookie the web app echoes in X-XSRF-TOKEN',
    response: NO_CONTENT,
  })
  api.post('/secure/confirm-password', [SecureController, 'confirmPassword'], {
    access: sessionOnly,
    retrySafe: 'confirming again only restarts the 15 minutes',
    limit: 'signIn',
    summary: 'Confirm the password for sensitive acts during the next 15 minutes',
    body: rules.confirmPasswordValidator,
    response: NO_CONTENT,
    errors: ['E_WRONG_PASSWORD', 'E_TOO_MANY_REQUESTS'],
  })
}
