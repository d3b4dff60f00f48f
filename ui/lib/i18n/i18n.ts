import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import type { Language } from '@/config/constants'

export const NAMESPACES = [
  'partners',
  'users',
  'customers',
  'groups',
  'history',
  'network',
  'members',
  'configFiles',
  'controllers',
  'common',
  'nav',
  'auth',
  'profile',
  'errors',
  'system',
  'dashboard',
  'validation',
  'locations',
  'openingHours',
  'statusPage',
  'tenants',
  'alerts',
  'guestAccess',
  'portal',
  'inventory',
  'social',
  'security',
  'audit',
  'webhooks',
  'integrations',
  'sales',
  'impersonation',
  'branding',
  'payments',
  'subscriptions',
  'referrals',
  'invoices',
  'adminCloud',
  'financials',
  'locationConfiguration',
  'installationReports',
] as const
export type Namespace = (typeof NAMESPACES)[number]
export type LanguageResources = Record<Namespace, Record<string, unknown>>

/** One chunk per language, fetched only when that language is used. */
const bundles = import.meta.glob<{ default: LanguageResources }>('../../locales/*/index.ts')

async function loadLanguage(language: Language) {
  if (i18next.hasResourceBundle(language, 'common')) return
  const load = bundles[`../../locales/${language}/index.ts`]
  if (!load) throw new Error(`No translations for ${language}`)
  const { default: resources } = await load()
  for (const namespace of NAMESPACES)
    i18next.addResourceBundle(language, namespace, resources[namespace])
}

export async function initI18n(language: Language) {
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  })
  await loadLanguage(language)
  document.documentElement.lang = language
}

export async function changeLanguage(language: Language) {
  await loadLanguage(language)
  await i18next.changeLanguage(language)
  document.documentElement.lang = language
}

export { i18next }
