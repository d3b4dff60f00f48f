import type { HttpContext } from '@adonisjs/core/http'
import { registrationOpen } from '#core/auth/registration_setting'

/** What the web app needs before anyone signs in, on every host (a white-label look comes from GET /init/{brand}). */
export default class PlatformInitController {
  async show({ response }: HttpContext) {
    response.header('cache-control', 'public, max-age=300')
    return { registration_open: registrationOpen() }
  }
}
