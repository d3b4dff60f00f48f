/*
|--------------------------------------------------------------------------
| Boot checks
|--------------------------------------------------------------------------
| What start/env.ts lets through but an operator must hear about, logged once
| by every web process and worker: plain-http APP_URL on a real host name,
| demo data or services forced on in production, and files left on the
| machine's own disk without saying so.
*/
import logger from '@adonisjs/core/services/logger'
import env from '#start/env'
import {
  demoForcedInProduction,
  localDiskWarning,
  plainHttpWarning,
} from '#kernel/runtime/production_settings'
import { demoServicesEnabled } from '#kernel/runtime/demo_services'
import app from '@adonisjs/core/services/app'

const httpWarning = plainHttpWarning(env.get('APP_URL'))
if (httpWarning) logger.warn(httpWarning)

const diskWarning = localDiskWarning()
if (diskWarning) logger.warn(diskWarning)

if (app.inProduction && demoForcedInProduction()) {
  logger.error(
    `DEMO_IN_PRODUCTION=true: demo data and demo services are allowed in production (demo services ${demoServicesEnabled() ? 'ON' : 'off'} in this process). Published demo passwords and keys work here. Never on a real deployment.`
  )
}
