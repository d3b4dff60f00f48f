import env from '#start/env'
import { defineConfig, drivers } from '@adonisjs/core/encryption'

/**
 * Secrets at rest (controller and PPPoE passwords, API keys, webhook secrets,
 * TOTP seeds) are encrypted with the app key through this driver.
 */
export default defineConfig({
  default: 'gcm',
  list: {
    gcm: drivers.aes256gcm({ id: 'gcm', keys: [env.get('APP_KEY')] }),
  },
})
