import router from '@adonisjs/core/services/router'
import { enforceRateLimit } from '#kernel/http/contract/rate_limit'

const MyData = () => import('#core/portal/guest_data/controllers/my_data_controller')
const GuestPages = () => import('#core/portal/guest_data/controllers/guest_pages_controller')

/**
 * The guests' server-rendered pages beside the web app (spec §2): my data (GDPR), the terms and the "you are
 * connected" page. Registered before the web app's fallback so they win; plain forms, no script.
 */
export function guestDataPageRoutes() {
  router.get('/mydata', [MyData, 'form']).use(enforceRateLimit('public'))
  router.post('/mydata', [MyData, 'submit']).use(enforceRateLimit('guessable'))
  router.get('/mydata/:type', [MyData, 'link']).use(enforceRateLimit('guessable'))
  router.post('/mydata/:type', [MyData, 'confirm']).use(enforceRateLimit('guessable'))
  router.get('/terms-and-conditions', [GuestPages, 'terms']).use(enforceRateLimit('public'))
  router.get('/success', [GuestPages, 'success']).use(enforceRateLimit('public'))
}
