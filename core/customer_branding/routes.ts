import { apiRoutes } from '#kernel/http/contract/api_routes'
import { holds } from '#kernel/http/contract/route_access'
import { IMAGE, NO_CONTENT, created, json } from '#kernel/http/contract/schemas'
import { customerBrandingSchema } from '#core/customer_branding/branding_schemas'
import { brandingValidator } from '#core/customer_branding/branding_validator'

const CustomerBrandingController = () =>
  import('#core/customer_branding/controllers/customer_branding_controller')

const api = apiRoutes('Customers')
const read = holds('customer_read', 'customer')
const update = holds('customer_update', 'customer')
const IMAGE_ERRORS = ['E_IMAGE_TYPE', 'E_IMAGE_TOO_LARGE']
const FORM =
  "main colour (#rrggbb, or null for the partner's), `logo` and `header` images (PNG, JPEG or WebP up to 5 MB)"

/** A customer's branding (spec §7): worn by its users' dashboard, the mails sent to them, its portals and status pages. */
export function customerBrandingRoutes() {
  api.get('/customers/:id/branding', [CustomerBrandingController, 'show'], {
    access: read,
    summary: "The customer's branding (`is_set: false` and the default look while it has none)",
    response: json(customerBrandingSchema),
  })
  api.post('/customers/:id/branding', [CustomerBrandingController, 'store'], {
    access: update,
    idempotent: true,
    summary: `Create the branding: ${FORM}`,
    body: brandingValidator,
    upload: ['logo', 'header'],
    response: created(customerBrandingSchema),
    errors: [...IMAGE_ERRORS, 'E_BRANDING_EXISTS'],
  })
  api.patch('/customers/:id/branding', [CustomerBrandingController, 'update'], {
    access: update,
    summary: `Change the branding: ${FORM}; remove_logo / remove_header drop an image`,
    body: brandingValidator,
    upload: ['logo', 'header'],
    response: json(customerBrandingSchema),
    errors: IMAGE_ERRORS,
  })
  api.delete('/customers/:id/branding', [CustomerBrandingController, 'destroy'], {
    access: update,
    summary: 'Remove the branding and its images',
    response: NO_CONTENT,
  })
  api.get('/customers/:id/branding/logo', [CustomerBrandingController, 'logo'], {
    access: read,
    summary: "The branding's logo",
    response: IMAGE,
  })
  api.get('/customers/:id/branding/header', [CustomerBrandingController, 'header'], {
    access: read,
    summary: "The branding's header image",
    response: IMAGE,
  })
}
