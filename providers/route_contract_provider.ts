import type { ApplicationService } from '@adonisjs/core/types'

/**
 * Every /rest route must be declared with its access rule (architecture §11).
 * In development an undeclared route stops the server at start-up; CI has the
 * same check as a test (tests/functional/contract/route_declarations.spec.ts).
 */
export default class RouteContractProvider {
  constructor(protected app: ApplicationService) {}

  async ready() {
    if (!this.app.inDev) return
    const { undeclaredApiRoutes } = await import('#kernel/http/contract/api_routes')
    const missing = undeclaredApiRoutes()
    if (missing.length > 0) {
      throw new Error(
        `Routes without an access declaration (declare them with apiRoutes() in their routes.ts): ${missing.join(', ')}`
      )
    }
  }
}
