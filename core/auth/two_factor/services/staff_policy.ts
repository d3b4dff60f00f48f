import SecuritySetting from '#core/auth/two_factor/models/security_setting'
import type User from '#core/users/models/user'

export async function securitySettings() {
  return (
    (await SecuritySetting.query().orderBy('id').first()) ??
    new SecuritySetting().merge({ requireTwoFactorForStaff: false })
  )
}

/** Admins and partners must set up two-factor when an admin requires it (and they have none yet). */
export async function mustSetUpTwoFactor(user: User) {
  if (user.twoFaEnabled || !(user.isAdmin || user.isPartner)) return false
  return (await securitySettings()).requireTwoFactorForStaff
}
