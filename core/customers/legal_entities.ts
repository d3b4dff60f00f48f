/** Legal entity forms per country (spec §3). */
export const LEGAL_ENTITIES: Record<string, readonly string[]> = {
  BE: ['nv', 'bv', 'cv', 'vzw', 'vof', 'commv', 'm', 'ivzw', 'vme'],
  NL: ['e', 'm', 'v', 's', 'vve'],
  FR: ['sarl', 'sas', 'sci', 'sa', 'scop'],
}

export const PAYMENT_METHODS = { none: 0, card: 1, sepa: 2 } as const
