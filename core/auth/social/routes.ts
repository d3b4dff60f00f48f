import router from '@adonisjs/core/services/router'
import { apiRoutes } from '#kernel/http/contract/api_routes'
import { anyone, sessionOnly } from '#kernel/http/contract/route_access'
import {
  NO_CONTENT,
  array,
  dateTime,
  json,
  nullable,
  object,
  oneOfThese,
  string,
} from '#kernel/http/contract/schemas'
import { middleware } from '#start/kernel'
import { PROVIDER_LABELS, SOCIAL_PROVIDERS } from '#core/auth/social/social_providers'

const SocialLoginController = () => import('#core/auth/social/controllers/social_login_controller')
const SocialCallbackController = () =>
  import('#core/auth/social/controllers/social_callback_controller')

const api = apiRoutes('Authentication')
const provider = oneOfThese(...SOCIAL_PROVIDERS)
const redirect = json(
  object({
    redirectUrl: string({
      format: 'uri',
      description: "The provider's sign-in page; the browser goes there",
    }),
  })
)
const NOT_CONFIGURED = ['E_SOCIAL_PROVIDER_NOT_CONFIGURED']

/** Social login with Google and Microsoft (OpenID Connect), Facebook and LinkedIn (ally's drivers); core/auth/social/README.md. */
export function socialLoginRoutes() {
  api.get('/auth/social/providers', [SocialLoginController, 'providers'], {
    access: anyone,
    summary: 'The social login providers this installation offers',
    response: json(object({ providers: array(provider) })),
  })
  for (const name of SOCIAL_PROVIDERS) {
    api
      .post(`/auth/${name}`, [SocialLoginController, 'start'], {
        access: anyone,
        retrySafe:
          'starting again replaces the state cookies of the earlier attempt, which is then abandoned',
        limit: 'signIn',
        summary: `Start signing in with ${PROVIDER_LABELS[name]}: the round trip's state (${name === 'linkedin' ? 'LinkedIn takes no PKCE from web apps' : name === 'facebook' ? 'and PKCE verifier' : 'nonce and PKCE verifier'}) goes into encrypted cookies; the provider returns to /auth/${name}/callback`,
        response: redirect,
        errors: [...NOT_CONFIGURED, 'E_SOCIAL_LOGIN_FAILED', 'E_TOO_MANY_REQUESTS'],
      })
      .as(`social_login.start_${name}`)
  }
  api.get('/self/social', [SocialLoginController, 'list'], {
    access: sessionOnly,
    summary:
      'The social logins (Google, Microsoft, Facebook, LinkedIn) attached to your account (password sign-in is off while one is), and the providers offered',
    response: json(
      object({
        data: array(
          object({
            provider,
            email: nullable(string()),
            createdAt: dateTime(),
            lastUsedAt: nullable(dateTime()),
          })
        ),
        available: array(provider),
      })
    ),
  })
  api.post('/self/social/:provider', [SocialLoginController, 'attach'], {
    access: sessionOnly,
    retrySafe:
      'starting again replaces the state cookies of the earlier attempt, which is then abandoned',
    notWhileImpersonating: true,
    limit: 'signIn',
    summary:
      'Start attaching a Google, Microsoft, Facebook or LinkedIn login to your account; the provider returns to /account/profile/{provider}/callback',
    response: redirect,
    errors: [...NOT_CONFIGURED, 'E_SOCIAL_LOGIN_FAILED'],
  })
  api
    .delete('/self/social/:provider', [SocialLoginController, 'detach'], {
      access: sessionOnly,
      notWhileImpersonating: true,
      summary:
        'Detach a social login (password sign-in works again); needs a recent password confirmation',
      response: NO_CONTENT,
      errors: [...NOT_CONFIGURED, 'E_PASSWORD_CONFIRMATION_REQUIRED'],
    })
    .use(middleware.confirmedPassword())
}

/** The providers' return addresses (outside /rest; declared before the web app's fallback). */
export function socialCallbackPageRoutes() {
  const providers = new RegExp(`^(${SOCIAL_PROVIDERS.join('|')})$`)
  router
    .get('/auth/:provider/callback', [SocialCallbackController, 'signIn'])
    .where('provider', providers)
  router
    .get('/account/profile/:provider/callback', [SocialCallbackController, 'attach'])
    .where('provider', providers)
}
