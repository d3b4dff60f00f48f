import { apiRoutes } from '#kernel/http/contract/api_routes'
import { adminOnly, holds, owned, signedIn } from '#kernel/http/contract/route_access'
import {
  IMAGE,
  NO_CONTENT,
  anyObject,
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
  createPartnerValidator,
  grantPartnerValidator,
  linkPartnerValidator,
  linkUserValidator,
  listPartnersValidator,
  updatePartnerValidator,
} from '#core/partners/validators/partner_validators'

const PartnersController = () => import('#core/partners/controllers/partners_controller')
const PartnerMembersController = () =>
  import('#core/partners/controllers/partner_members_controller')
const PartnerAccessController = () => import('#core/partners/controllers/partner_access_controller')
const PartnerLogoController = () => import('#core/partners/controllers/partner_logo_controller')

const KIND = /^(groups|customers|locations)$/
const NUMBER = /^\d+$/
const partnerSchema = object(
  {
    id: integer(),
    name: string(),
    email: nullable(string()),
    phone: nullable(string()),
    logo: nullable(string()),
    created_at: dateTime(),
    users_count: integer(),
  },
  ['users_count']
)
const memberSchema = anyObject('A member of a partner: id, email, firstname, name')
const grantSchema = anyObject(
  "A partner's access to an object: partner_id, subject_type, subject_id, permissions"
)
const api = apiRoutes('Partners')

/**
 * Spec §7 partner calls. Admin business (the partner list, creating and
 * deleting partners, linking users, granting partners access) is admin only;
 * a partner's members manage their own partner, its users and invitations.
 */
export function partnerRoutes() {
  api.get('/partners/self', [PartnersController, 'self'], {
    access: signedIn,
    summary: 'Your own partner (404 when you belong to none)',
    response: json(partnerSchema),
  })
  api.put('/partners', [PartnersController, 'update'], {
    access: signedIn,
    summary: 'Change your partner (admins: the one named by id)',
    body: updatePartnerValidator,
    response: json(partnerSchema),
  })
  api
    .get('/partners/:id', [PartnersController, 'show'], {
      access: owned('partner'),
      summary: 'A partner: admins, or its own members',
      response: json(partnerSchema),
    })
    .where('id', NUMBER)
  api
    .get('/partners/:id/users', [PartnerMembersController, 'users'], {
      access: owned('partner'),
      summary: "A partner's members",
      response: json(dataList(memberSchema)),
    })
    .where('id', NUMBER)
  api
    .get('/partners/:id/invites', [PartnerMembersController, 'invites'], {
      access: owned('partner'),
      summary: "A partner's pending invitations",
      response: json(dataList(anyObject('An invitation'))),
    })
    .where('id', NUMBER)
  api
    .get('/partners/:id/logo', [PartnerLogoController, 'show'], {
      access: signedIn,
      summary: "A partner's logo (it brands its customers' pages)",
      response: IMAGE,
    })
    .where('id', NUMBER)
  api
    .post('/partners/:id/logo', [PartnerLogoController, 'store'], {
      access: owned('partner'),
      retrySafe: 'the upload replaces the logo: the same file again leaves the same logo',
      summary: "Upload your partner's logo",
      upload: ['logo'],
      response: json(partnerSchema),
      errors: ['E_IMAGE_TYPE', 'E_IMAGE_TOO_LARGE'],
    })
    .where('id', NUMBER)
  api.delete('/partners/user/:partnerId/:userId', [PartnerMembersController, 'remove'], {
    access: owned('partner', 'partnerId'),
    summary: 'Remove a member from your partner (needs users_delete through the partner)',
    response: NO_CONTENT,
  })
  api
    .get('/:kind/:id/partner', [PartnerAccessController, 'index'], {
      access: holds('read', { param: 'kind' }),
      summary: 'The partners that manage a group, customer or venue',
      response: json(
        dataList(
          object({
            id: integer(),
            name: nullable(string()),
            permissions: { type: 'array', items: { type: 'string' } },
          })
        )
      ),
    })
    .where('kind', KIND)

  api.get('/partners', [PartnersController, 'index'], {
    access: adminOnly,
    summary: 'Every partner',
    query: listPartnersValidator,
    response: json(page(partnerSchema)),
  })
  api.post('/partners', [PartnersController, 'store'], {
    idempotent: true,
    access: adminOnly,
    summary: 'Create a partner',
    body: createPartnerValidator,
    response: created(partnerSchema),
  })
  api.get('/partners/names', [PartnersController, 'names'], {
    access: adminOnly,
    summary: 'Id and name of every partner, for pickers',
    response: json(dataList(object({ id: integer(), name: string() }))),
  })
  api
    .delete('/partners/:id', [PartnersController, 'destroy'], {
      access: adminOnly,
      summary: 'Delete a partner',
      response: NO_CONTENT,
    })
    .where('id', NUMBER)
  api.post('/partners/link/:id', [PartnerMembersController, 'link'], {
    access: adminOnly,
    idempotent: true,
    summary: 'Make an existing user a member of a partner',
    body: linkUserValidator,
    response: json(memberSchema),
  })
  api.delete('/partners/link/:id', [PartnerMembersController, 'unlink'], {
    access: adminOnly,
    summary: 'Take a user out of their partner',
    response: json(memberSchema),
  })
  api
    .post('/partners/:kind/:id', [PartnerAccessController, 'grant'], {
      access: adminOnly,
      idempotent: true,
      summary: 'Give a partner access to an object',
      body: grantPartnerValidator,
      response: created(grantSchema),
    })
    .where('kind', KIND)
  api
    .post('/:kind/:id/partner/:partnerId', [PartnerAccessController, 'link'], {
      access: adminOnly,
      idempotent: true,
      summary: 'Link a partner to an object',
      body: linkPartnerValidator,
      response: created(grantSchema),
    })
    .where('kind', KIND)
  api
    .delete('/:kind/:id/partner/:partnerId', [PartnerAccessController, 'unlink'], {
      access: adminOnly,
      summary: "End a partner's access to an object",
      response: NO_CONTENT,
    })
    .where('kind', KIND)
}
