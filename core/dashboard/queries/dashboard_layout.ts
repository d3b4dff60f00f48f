import db from '@adonisjs/lucid/services/db'
import { cardsOf, type DashboardCard, type DashboardRole } from '#core/dashboard/dashboard_cards'
import type { VenueFilter } from '#core/dashboard/queries/visible_venues'

export interface CardPlacement {
  id: DashboardCard
  hidden: boolean
  collapsed: boolean
}

export interface DashboardLayout {
  cards: CardPlacement[]
  venueFilter: VenueFilter | null
  saved: boolean
}

/**
 * The user's stored layout laid over the cards of their role: stored cards in their order, cards the role has since
 * gained appended, cards it no longer has dropped. Without a stored layout, every card of the role, open.
 */
export async function dashboardLayout(
  userId: number,
  role: DashboardRole
): Promise<DashboardLayout> {
  const stored = await db.from('dashboard_layouts').where('user_id', userId).first()
  const available = cardsOf(role)
  const placed: CardPlacement[] = ((stored?.cards ?? []) as CardPlacement[]).filter((card) =>
    available.includes(card.id)
  )
  for (const id of available)
    if (!placed.some((card) => card.id === id)) placed.push({ id, hidden: false, collapsed: false })
  return {
    cards: placed.map(({ id, hidden, collapsed }) => ({
      id,
      hidden: !!hidden,
      collapsed: !!collapsed,
    })),
    venueFilter: (stored?.venue_filter as VenueFilter | null) ?? null,
    saved: !!stored,
  }
}
