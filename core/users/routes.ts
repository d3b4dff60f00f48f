import { middleware } from '#start/kernel'
import { apiRoutes } from '#kernel/http/contract/api_routes'
import { owned, sessionOnly, signedIn } from '#kernel/http/contract/route_access'
import { NO_CONTENT, anyObject, created, json, page } from '#kernel/http/contract/schemas'
import {
  changePasswordValidator,
  createTokenValidator,
  paginationValidator,
  updateSelfValidator,
} from '#core/users/validators/self_validators'
import {
  deleteUserValidator,
  listUsersValidator,
  updateUserValidator,
} from '#core/users/validators/user_validators'
import {
  managedUserSchema,
  ownProfileSchema,
  selfSchema,
  tokenSchema,
} from '#core/users/user_schemas'

const SelfController = () => import('#core/users/controllers/self_controller')
const MeController = () => import('#core/users/controllers/me_controller')
const UsersController = () => import('#core/users/controllers/users_controller')

const api = apiRoutes('Users')

export function userRoutes() {
  api.get('/self', [SelfController, 'show'], {
    access: signedIn,
    summary: 'Who is signed in and where they land',
    response: json(selfSchema),
  })
  api.put('/self', [SelfController, 'update'], {
    access: signedIn,
    summary: 'Change your own name, phone, address and language',
    body: updateSelfValidator,
    response: json(selfSchema),
  })
  api.put('/self/password', [SelfController, 'updatePassword'], {
    access: signedIn,
    summary: 'Change your password (optionally revoking your access tokens)',
    notWhileImpersonating: true,
    body: changePasswordValidator,
    response: NO_CONTENT,
    errors: ['E_WRONG_PASSWORD', 'E_TOO_MANY_REQUESTS'],
  })
  api
    .get('/self/data', [SelfController, 'data'], {
      access: sessionOnly,
      notWhileImpersonating: true,
      summary:
        'Everything stored about you (GDPR export); needs a recent password confirmation, so a browser session',
      response: json(anyObject('The export')),
      errors: ['E_PASSWORD_CONFIRMATION_REQUIRED'],
    })
    .use(middleware.confirmedPassword())
  api.get('/users/me', [MeController, 'show'], {
    access: signedIn,
    summary: 'Your profile',
    response: json(ownProfileSchema),
  })
  api.get('/users/me/tokens', [MeController, 'tokens'], {
    access: signedIn,
    summary: 'Your personal access tokens',
    query: paginationValidator,
    response: json(page(tokenSchema)),
  })
  api
    .post('/users/me/tokens', [MeController, 'createToken'], {
      access: sessionOnly,
      retrySafe:
        'each call mints a separate token whose value is never stored (only its hash), so no answer is kept for a replay; a token whose answer was lost is never used and can be revoked in the token list',
      notWhileImpersonating: true,
      summary:
        'Create a personal access token (shown once); needs a recent password confirmation, so a browser session: a token mints no tokens (scripts use POST /auth/token)',
      body: createTokenValidator,
      response: created(tokenSchema),
      errors: ['E_PASSWORD_CONFIRMATION_REQUIRED'],
    })
    .use(middleware.confirmedPassword())
  api.delete('/users/me/tokens/:id', [MeController, 'deleteToken'], {
    access: owned('token'),
    notWhileImpersonating: true,
    summary: 'Revoke one of your tokens',
    response: NO_CONTENT,
  })
  api.get('/users', [UsersController, 'index'], {
    access: signedIn,
    summary: 'The users of the objects where you hold users_read (admins: everyone)',
    query: listUsersValidator,
    response: json(page(managedUserSchema)),
  })
  api.get('/users/:id', [UsersController, 'show'], {
    access: owned('managed user'),
    summary: 'A user you manage',
    response: json(managedUserSchema),
  })
  api.put('/users/:id', [UsersController, 'update'], {
    access: owned('managed user'),
    summary:
      "Change a user's details and their access where you hold users_update; admins also set account_role (installer, demo_customer)",
    body: updateUserValidator,
    response: json(managedUserSchema),
    errors: ['E_LAST_PERMISSION'],
  })
  api.delete('/users/:id', [UsersController, 'destroy'], {
    access: owned('managed user'),
    summary: "Remove a user's access where you hold users_delete (admins: the whole account)",
    body: deleteUserValidator,
    response: NO_CONTENT,
  })
}
