import { apiRoutes } from '#kernel/http/contract/api_routes'
import { adminOnly, anyone } from '#kernel/http/contract/route_access'
import { IMAGE, created, dataList, json } from '#kernel/http/contract/schemas'
import { brandInitSchema, brandSchema } from '#core/brands/brand_schemas'
import { createBrandValidator, updateBrandValidator } from '#core/brands/brand_validators'

const InitController = () => import('#core/brands/controllers/init_controller')
const BrandsController = () => import('#core/brands/controllers/brands_controller')
const api = apiRoutes('Public')
const admin = apiRoutes('Brands')
const FORM =
  'host label (`slug`, the first label of the host: brightwave.airdeck.example), name, `main_color` and `accent_color` (#rrggbb), `mail_from_name`, `partner_id`, and a `logo` image (PNG, JPEG or WebP up to 5 MB)'

export function brandRoutes() {
  api.get('/init/:brand', [InitController, 'show'], {
    access: anyone,
    summary: "A white-label brand's name, colours and logo for the sign-in page ({} when unknown)",
    response: json(brandInitSchema),
  })
  api.get('/init/:brand/logo', [InitController, 'logo'], {
    access: anyone,
    summary: "A white-label brand's uploaded logo (404 when it has none)",
    response: IMAGE,
  })
  admin.get('/brands', [BrandsController, 'index'], {
    access: adminOnly,
    summary: 'The white-label brands, by name',
    response: json(dataList(brandSchema)),
  })
  admin.post('/brands', [BrandsController, 'store'], {
    access: adminOnly,
    idempotent: true,
    summary: `Create a white-label brand: ${FORM}`,
    body: createBrandValidator,
    upload: ['logo'],
    response: created(brandSchema),
    errors: ['E_IMAGE_TYPE', 'E_IMAGE_TOO_LARGE'],
  })
  admin.patch('/brands/:id', [BrandsController, 'update'], {
    access: adminOnly,
    summary: `Change a white-label brand: ${FORM}; \`remove_logo\` drops the logo`,
    body: updateBrandValidator,
    upload: ['logo'],
    response: json(brandSchema),
    errors: ['E_IMAGE_TYPE', 'E_IMAGE_TOO_LARGE'],
  })
}
