import type { PortalDesigner, PortalDraft } from './api/portal'

/** Test data: a portal as GET /rest/portal/{id} answers it. */
const texts = (body: string, button: string) => ({
  body,
  button,
  offline: 'Offline',
  landingUrl: '',
})
export const draft: PortalDraft = {
  personalised: false,
  colors: { main: '#1c7ed6', accent: '#f59f00', text: '#212529', background: '#ffffff' },
  defaultLanguage: 'nl',
  texts: {
    nl: texts('Welkom!', 'Verbinden'),
    en: texts('Welcome!', 'Connect'),
    fr: texts('Bienvenue !', 'Se connecter'),
    de: texts('Willkommen!', 'Verbinden'),
  },
  durationMinutes: 30,
  landingUrl: '',
  passwordRequired: false,
  fields: { email: 'required', firstname: 'optional', lastname: 'off', phone: 'off' },
  loginProviders: [],
  analytics: { tagManagerId: '', pixelId: '' },
  privacyUrl: '',
  forceOptIn: false,
  strictEmail: false,
  replyTo: '',
  followOpeningHours: false,
  vouchersEnabled: false,
}

export const designer = (extra: Partial<PortalDesigner> = {}): PortalDesigner => ({
  id: 3,
  location_id: 7,
  location_name: 'Café De Markt',
  customer_name: 'Hasselt Hospitality Group',
  time_zone: 'Europe/Brussels',
  public_id: 'abcdefghijklmnopqrstuv',
  draft,
  published: null,
  images: { logo: null, background: null },
  published_images: { logo: null, background: null },
  published_at: null,
  published_by: null,
  unpublished_changes: true,
  state: 'unavailable',
  offline: false,
  schedule: [],
  password_set: false,
  password_too_short: false,
  providers_configured: [],
  guests: 0,
  can_update: true,
  ...extra,
})
