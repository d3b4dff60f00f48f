import { afterEach, describe, expect, it, vi } from 'vitest'
import { browserLanguage, languageBeforeSignIn, rememberLanguage } from '@/lib/i18n/language'

describe('the language before sign-in', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    localStorage.clear()
  })

  it("maps the browser's preferred languages to ours by their primary subtag", () => {
    expect(browserLanguage(['nl-BE', 'en'])).toBe('nl')
    expect(browserLanguage(['fr-BE'])).toBe('fr')
    expect(browserLanguage(['de-DE', 'de'])).toBe('de')
    expect(browserLanguage(['es-ES', 'FR-ch'])).toBe('fr')
    expect(browserLanguage(['es-ES', 'it'])).toBeNull()
  })

  it('follows the browser, then English; a choice made on this device wins', () => {
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['nl-BE', 'nl', 'en'])
    expect(languageBeforeSignIn()).toBe('nl')
    rememberLanguage('de')
    expect(languageBeforeSignIn()).toBe('de')
    localStorage.clear()
    languages.mockReturnValue(['es-ES'])
    expect(languageBeforeSignIn()).toBe('en')
  })
})
