import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, expect, vi } from 'vitest'
import { i18next } from '@/lib/i18n/i18n'
import { initReactI18next } from 'react-i18next'
import { NAMESPACES } from '@/lib/i18n/i18n'
import en from '@/locales/en/index'
import { setMaintenance } from '@/lib/health/maintenance'
import { sessionStore } from '@/lib/session/session-store'
import { api } from '@/lib/api/api-client'

// findBy…/waitFor wait up to 5 s (not 1 s): a lazily loaded route's first import takes longer than a second while
// the browser lane shares the two cores (npm test runs both lanes at once).
configure({ asyncUtilTimeout: 5_000 })

/** Every key a component asks for must exist: a missing translation fails the test that rendered it. */
export const missingKeys: string[] = []

await i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: false,
  ns: [...NAMESPACES],
  defaultNS: 'common',
  resources: { en },
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  saveMissing: true,
  missingKeyHandler: (_languages, namespace, key) => {
    missingKeys.push(`${namespace}:${key}`)
  },
})

// jsdom lacks the layout APIs Mantine calls.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
})
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.HTMLElement.prototype.scrollIntoView ??= () => {}

afterEach(async () => {
  cleanup()
  // Test files share their worker's modules (isolate: false): the app's module-level stores start clean each test.
  setMaintenance(false)
  sessionStore.reset()
  sessionStore.setState({ brand: {} })
  api.setHandlers({})
  if (i18next.language !== 'en') await i18next.changeLanguage('en')
  localStorage.clear()
  sessionStorage.clear()
  const missing = missingKeys.splice(0)
  expect(missing, 'translation keys missing in en').toEqual([])
})
