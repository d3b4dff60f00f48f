import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import { BaseSeeder } from '@adonisjs/lucid/seeders'
import { seedDemoData } from '#database/demo/demo_data'
import { DEMO_IN_PRODUCTION, demoForcedInProduction } from '#kernel/runtime/production_settings'

/**
 * `node ace db:seed`: the demo accounts and venues listed in the README (idempotent). Their passwords and keys are
 * published, so production refuses it unless DEMO_IN_PRODUCTION=true forces it (then it says so loudly).
 */
export default class DemoSeeder extends BaseSeeder {
  async run() {
    if (app.inProduction) {
      if (!demoForcedInProduction())
        throw new Error(
          'The demo seed is refused in production: it creates accounts with the published password and demo ' +
            `controllers on 127.0.0.1. Create the first admin with \`node ace admin:create\` (docs/operations.md), or set ${DEMO_IN_PRODUCTION}=true to force the demo.`
        )
      logger.error(
        `${DEMO_IN_PRODUCTION}=true: seeding the demo data (published passwords) in production`
      )
    }
    const created = await db.transaction((trx) => seedDemoData(trx))
    console.log(created ? 'Demo data created.' : 'Demo data already present.')
  }
}
