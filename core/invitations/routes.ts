import { apiRoutes } from '#kernel/http/contract/api_routes'
import { holds, owned, signedIn } from '#kernel/http/contract/route_access'
import {
  NO_CONTENT,
  array,
  boolean,
  created,
  dataList,
  dateTime,
  integer,
  json,
  nullable,
  object,
  page,
  string,
} from '#kernel/http/contract/schemas'
import {
  acceptInvitationValidator,
  createInvitationValidator,
  listInvitationsValidator,
  validateInvitationValidator,
} from '#core/invitations/validators/invitation_validators'
import { selfSchema } from '#core/users/user_schemas'

const InvitationsController = () => import('#core/invitations/controllers/invitations_controller')
const SubjectInvitationsController = () =>
  import('#core/invitations/controllers/subject_invitations_controller')

const invitationSchema = object({
  id: integer(),
  email: string(),
  lang: string(),
  partner_id: nullable(integer()),
  permissions: array(string()),
  subjects: array(object({ type: string(), id: integer(), name: nullable(string()) })),
  subject_type: nullable(string()),
  subject_id: nullable(integer()),
  invited_by_id: nullable(integer()),
  expires_at: dateTime(),
  expired: boolean(),
  created_at: dateTime(),
})
const api = apiRoutes('Invitations')

export function invitationRoutes() {
  api.get('/invites', [InvitationsController, 'index'], {
    access: signedIn,
    summary: 'The pending invitations you manage',
    query: listInvitationsValidator,
    response: json(page(invitationSchema)),
  })
  api.post('/invites', [InvitationsController, 'store'], {
    idempotent: true,
    access: signedIn,
    summary:
      'Invite people by e-mail to objects where you hold users_create, granting keys you hold there',
    body: createInvitationValidator,
    response: created({ anyOf: [invitationSchema, dataList(invitationSchema)] }),
    errors: ['E_NO_PERMISSIONS', 'E_USER_EXISTS', 'E_INVITES_THROTTLED'],
  })
  api.post('/invites/validate', [InvitationsController, 'validate'], {
    access: signedIn,
    retrySafe: 'it only checks the address',
    summary: 'Check an address before inviting it',
    body: validateInvitationValidator,
    response: json(object({ email: string(), valid: boolean(), exists: boolean() }, ['exists'])),
  })
  api.post('/invites/accept', [InvitationsController, 'accept'], {
    access: signedIn,
    idempotent: true,
    limit: 'guessable',
    summary: 'Accept an invitation addressed to your account',
    body: acceptInvitationValidator,
    response: json(selfSchema),
    errors: ['E_INVITE_INVALID'],
  })
  api.post('/invites/resend/:id', [InvitationsController, 'resend'], {
    access: owned('invitation'),
    idempotent: true,
    summary: 'Send an invitation again (refreshes its expiry)',
    response: json(invitationSchema),
    errors: ['E_INVITE_RESEND_THROTTLED'],
  })
  api.delete('/invites/:id', [InvitationsController, 'destroy'], {
    access: owned('invitation'),
    summary: 'Withdraw an invitation',
    response: NO_CONTENT,
  })
  api
    .get('/invites/:type/:id', [SubjectInvitationsController, 'index'], {
      access: holds('users_read', { param: 'type' }),
      summary: 'Pending invitations to a group, customer or venue',
      response: json(dataList(invitationSchema)),
    })
    .where('type', /^(group|customer|location)$/)
}
