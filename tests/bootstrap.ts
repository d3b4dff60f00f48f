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

export const configureSuite: Config['configureSuite'] = (suite) => {
  suite.onGroup((group) => group.each.setup(failOnTransactionEscapes))
  suite.onTest((test) => test.setup(failOnTransactionEscapes))
  if (['functional', 'browser'].includes(suite.name)) {
    return suite.setup(() => testUtils.httpServer().start(createApiServer))
  }
}
