import { apiRoutes } from '#kernel/http/contract/api_routes'
import { anyone } from '#kernel/http/contract/route_access'
import { json, nullable, object, string } from '#kernel/http/contract/schemas'

const InitController = () => import('#core/brands/controllers/init_controller')
const api = apiRoutes('Public')

export function brandRoutes() {
  api.get('/init/:brand', [InitController, 'show'], {
    access: anyone,
    summary: "A white-label brand's name, colour and icon for the sign-in page ({} when unknown)",
    response: json(
      object({ name: string(), main_color: string(), icon_path: nullable(string()) }, [
        'name',
        'main_color',
        'icon_path',
      ])
    ),
  })
}
