import { LOCATION_TYPES } from '#core/locations/location_states'

/** The kinds of venue a hunter visits: the venue types of a location (spec §3 Location type). */
export const VENUE_TYPES = LOCATION_TYPES
export const VENUE_SIZES = ['small', 'medium', 'large'] as const
export const INTEREST_LEVELS = ['interested', 'not_interested', 'undecided'] as const
export const FOLLOW_UP_METHODS = ['quote', 'call', 'not_now'] as const
/** Where a visit led: a quote made or sent counts as an offer; customer and lost close it. */
export const VISIT_OUTCOMES = ['open', 'offer', 'customer', 'lost'] as const

export type VenueType = (typeof VENUE_TYPES)[number]
export type VenueSize = (typeof VENUE_SIZES)[number]
export type InterestLevel = (typeof INTEREST_LEVELS)[number]
export type FollowUpMethod = (typeof FOLLOW_UP_METHODS)[number]
export type VisitOutcome = (typeof VISIT_OUTCOMES)[number]

/** Satisfaction with the current internet, 1 (not at all) to 5 (very). */
export const SATISFACTION_RANGE: [number, number] = [1, 5]
