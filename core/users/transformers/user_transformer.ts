import type User from '#core/users/models/user'

/** The signed-in user's own profile (GET /rest/users/me). */
export function transformOwnProfile(user: User) {
  return {
    id: user.id,
    email: user.email,
    firstname: user.firstname,
    name: user.name,
    phone: user.phone,
    address: user.address,
    zipcode: user.zipcode,
    city: user.city,
    country: user.country,
    lang: user.lang,
    is_admin: user.isAdmin,
    is_partner: user.isPartner,
    two_fa: user.twoFaEnabled,
    created_at: user.createdAt.toISO(),
  }
}
