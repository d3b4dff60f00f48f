import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const PartnersController = () => import('#core/partners/controllers/partners_controller')
const PartnerMembersController = () => import('#core/partners/controllers/partner_members_controller')
const PartnerAccessController = () => import('#core/partners/controllers/partner_access_controller')
const PartnerLogoController = () => import('#core/partners/controllers/partner_logo_controller')

const KIND = /^(groups|customers|locations)$/

/**
 * Spec §7 partner calls. Admin business (the partner list, creating and
 * deleting partners, linking users, granting partners access) is admin only;
 * a partner's members manage their own partner, its users and invitations.
 */
export function partnerRoutes() {
  router
    .group(() => {
      router.get('/partners/self', [PartnersController, 'self'])
      router.put('/partners', [PartnersController, 'update'])
      router.get('/partners/:id', [PartnersController, 'show']).where('id', /^\d+$/)
      router.get('/partners/:id/users', [PartnerMembersController, 'users']).where('id', /^\d+$/)
      router.get('/partners/:id/invites', [PartnerMembersController, 'invites']).where('id', /^\d+$/)
      router.get('/partners/:id/logo', [PartnerLogoController, 'show']).where('id', /^\d+$/)
      router.post('/partners/:id/logo', [PartnerLogoController, 'store']).where('id', /^\d+$/)
      router.delete('/partners/user/:partnerId/:userId', [PartnerMembersController, 'remove'])
      router.get('/:kind/:id/partner', [PartnerAccessController, 'index']).where('kind', KIND)

      router
        .group(() => {
          router.get('/partners', [PartnersController, 'index'])
          router.post('/partners', [PartnersController, 'store'])
          router.get('/partners/names', [PartnersController, 'names'])
          router.delete('/partners/:id', [PartnersController, 'destroy']).where('id', /^\d+$/)
          router.post('/partners/link/:id', [PartnerMembersController, 'link'])
          router.delete('/partners/link/:id', [PartnerMembersController, 'unlink'])
          router.post('/partners/:kind/:id', [PartnerAccessController, 'grant']).where('kind', KIND)
          router.post('/:kind/:id/partner/:partnerId', [PartnerAccessController, 'link']).where('kind', KIND)
          router.delete('/:kind/:id/partner/:partnerId', [PartnerAccessController, 'unlink']).where('kind', KIND)
        })
        .use(middleware.admin())
    })
    .use(middleware.auth())
}
