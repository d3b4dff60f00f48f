import db from '@adonisjs/lucid/services/db'
import type { Infer } from '@vinejs/vine/types'
import type { UserAccess } from '#core/access/services/user_access'
import { AppException } from '#kernel/exceptions/app_exception'
import { invalidateAccess } from '#core/access/services/access_stamps'
import { cardsOf, dashboardRole } from '#core/dashboard/dashboard_cards'
import type { dashboardLayoutValidator } from '#core/dashboard/validators/dashboard_validators'

type LayoutInput = Infer<typeof dashboardLayoutValidator>

/**
 * Stores the caller's layout server side, so it follows them across browsers. Refused with a field error: a layout
 * for another user, a card twice, a card the caller's role does not have, a venue filter on a customer or group the
 * caller cannot see.
 */
export async function saveDashboardLayout(access: UserAccess, input: LayoutInput) {
  if (input.userId !== undefined && input.userId !== access.user.id)
    throw AppException.invalidField('userId', 'own_layout')
  const available = cardsOf(dashboardRole(access))
  const seen = new Set<string>()
  input.cards.forEach((card, index) => {
    if (!available.includes(card.id))
      throw AppException.invalidField(`cards.${index}.id`, 'dashboard_card')
    if (seen.has(card.id)) throw AppException.invalidField(`cards.${index}.id`, 'distinct')
    seen.add(card.id)
  })
  const filter = input.venueFilter ?? null
  if (filter) {
    const keys = await access.permissionsOn(filter.type, filter.id)
    if (!keys.includes(`${filter.type}_read`))
      throw AppException.invalidField('venueFilter.id', 'exists')
  }
  const cards = input.cards.map((card) => ({
    id: card.id,
    hidden: card.hidden ?? false,
    collapsed: card.collapsed ?? false,
  }))
  await db
    .table('dashboard_layouts')
    .insert({
      user_id: access.user.id,
      cards: JSON.stringify(cards),
      venue_filter: filter ? JSON.stringify(filter) : null,
      updated_at: new Date(),
    })
    .onConflict('user_id')
    .merge()
  // The layout rides in the user's cached dashboard plan (get_dashboard.ts): every process reads it afresh next time.
  await invalidateAccess([access.user.id])
}
