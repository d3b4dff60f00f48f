import { assert } from '@japa/assert'
import { apiClient } from '@japa/api-client'
import app from '@adonisjs/core/services/app'
import type { Config } from '@japa/runner/types'
import { pluginAdonisJS } from '@japa/plugin-adonisjs'
import testUtils from '@adonisjs/core/services/test_utils'
import { sessionApiClient } from '@adonisjs/session/plugins/api_client'
import { shieldApiClient } from '@adonisjs/shield/plugins/api_client'
import { authApiClient } from '@adonisjs/auth/plugins/api_client'
import { startMailCatcher } from '#tests/helpers/mail_catcher'
import { createApiServer } from '#kernel/http/node_server'
import { timingPlugin } from '#tests/helpers/timing_plugin'
import { runTestRunEnd } from '#tests/helpers/test_run_end'
import { failOnTransactionEscapes } from '#tests/helpers/transaction_guard'
import { clearAccessCaches } from '#core/access/services/access_cache'
import { forgetCachedPortals } from '#core/portal/public/cache/sign_in_portal_cache'

/**
 * Functional tests run against the real PostgreSQL of this machine
 * (DATABASE_URL in .env.test), each test inside a transaction that is
 * rolled back, and a real SMTP server that captures outgoing mail.
 */
export const plugins: Config['plugins'] = [
  assert(),
  apiClient(),
  pluginAdonisJS(app),
  sessionApiClient(app),
  shieldApiClient(),
  authApiClient(app),
  timingPlugin,
]

export const runnerHooks: Required<Pick<Config, 'setup' | 'teardown'>> = {
  setup: [
    () => testUtils.db().migrate(),
    startMailCatcher,
    // Ids restart with the fresh schema while Redis keeps counters keyed by them (and by test e-mails) from earlier runs.
    async () => (await import('#tests/helpers/rate_limits')).clearRateLimits(),
  ],
  teardown: [runTestRunEnd],
}

function clearProcessCaches() {
  clearAccessCaches()
  forgetCachedPortals()
}

export const configureSuite: Config['configureSuite'] = (suite) => {
  suite.onGroup((group) => group.each.setup(failOnTransactionEscapes))
  suite.onTest((test) => test.setup(failOnTransactionEscapes))
  // A rolled-back test transaction (or a restored snapshot) bumps no stamp: start each test without another test's
  // cached access or guest portals.
  suite.onGroup((group) => group.each.setup(clearProcessCaches))
  suite.onTest((test) => test.setup(clearProcessCaches))
  if (['functional', 'browser'].includes(suite.name)) {
    return suite.setup(() => testUtils.httpServer().start(createApiServer))
  }
}
