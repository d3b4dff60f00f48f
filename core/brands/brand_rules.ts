/** First host labels the platform uses itself: never a brand (the web app's NON_BRAND_HOST_LABELS and more). */
export const RESERVED_HOST_LABELS = [
  'dash',
  'portal',
  'public',
  'demo',
  'captive',
  'status',
  'www',
  'api',
] as const

export const isReservedHostLabel = (label: string) =>
  (RESERVED_HOST_LABELS as readonly string[]).includes(label)
