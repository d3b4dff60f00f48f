import app from '@adonisjs/core/services/app'
import { defineConfig, formatters, loaders } from '@adonisjs/i18n'

/** Server-side messages (errors, validation, mails) in nl, en, fr and de. */
const i18nConfig = defineConfig({
  defaultLocale: 'en',
  supportedLocales: ['en', 'nl', 'fr', 'de'],
  formatter: formatters.icu(),
  loaders: [loaders.fs({ location: app.languageFilesPath() })],
})

export default i18nConfig
