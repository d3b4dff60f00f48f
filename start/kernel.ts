/*
|--------------------------------------------------------------------------
| HTTP kernel
|--------------------------------------------------------------------------
| Server middleware runs on every request (even unmatched ones, so the SPA's
| static files are served); router middleware runs on matched routes; named
| middleware is applied per route.
*/
import router from '@adonisjs/core/services/router'
import server from '@adonisjs/core/services/server'
import '#kernel/http/remembered_signed_cookies'

server.errorHandler(() => import('#kernel/exceptions/handler'))

server.use([
  () => import('#kernel/middleware/request_log_middleware'),
  () => import('#kernel/metrics/metrics_middleware'),
  () => import('#kernel/middleware/container_bindings_middleware'),
  () => import('#kernel/middleware/force_json_response_middleware'),
  () => import('#kernel/middleware/security_headers_middleware'),
  () => import('#kernel/middleware/maintenance_middleware'),
  () => import('#core/spa/precompressed_assets_middleware'),
  () => import('#core/spa/web_app_files_middleware'),
])

router.use([
  () => import('#kernel/middleware/request_body_middleware'),
  () => import('#kernel/middleware/session_middleware'),
  () => import('#kernel/middleware/shield_middleware'),
  () => import('@adonisjs/auth/initialize_auth_middleware'),
  () => import('#core/auth/sessions/session_activity_middleware'),
  () => import('#core/impersonation/impersonation_audit_middleware'),
  () => import('#kernel/middleware/detect_locale_middleware'),
  () => import('#kernel/middleware/reject_unstorable_text_middleware'),
])

export const middleware = router.named({
  auth: () => import('#kernel/middleware/auth_middleware'),
  guest: () => import('#kernel/middleware/guest_middleware'),
  admin: () => import('#kernel/middleware/admin_middleware'),
  confirmedPassword: () => import('#kernel/middleware/confirmed_password_middleware'),
})
