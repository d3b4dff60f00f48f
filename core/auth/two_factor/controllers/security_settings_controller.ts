import type { HttpContext } from '@adonisjs/core/http'
import { securitySettingsValidator } from '#core/auth/two_factor/two_factor_validators'
import { securitySettings } from '#core/auth/two_factor/services/staff_policy'
import { saveWithAudit } from '#kernel/audit/save_with_audit'

/** Platform security choices (admin): whether admins and partners must use two-factor. */
export default class SecuritySettingsController {
  async show() {
    return present(await securitySettings())
  }

  async update({ request }: HttpContext) {
    const input = await request.validateUsing(securitySettingsValidator)
    const settings = await securitySettings()
    await saveWithAudit(settings, input, 'security_settings')
    return present(settings)
  }
}

function present(settings: Awaited<ReturnType<typeof securitySettings>>) {
  return { require_two_factor_for_staff: settings.requireTwoFactorForStaff }
}
