/** The Stripe API version the SDK (stripe@23.1.0) is pinned to; the simulator answers in it too. */
export const STRIPE_API_VERSION = '2026-10-28.endive' as const
