/*
|--------------------------------------------------------------------------
| HTTP server entry point
|--------------------------------------------------------------------------
| Boots the application and starts the HTTP server. In embedded mode (no
| DATABASE_URL) the app key is created under storage/ on the first run.
*/
import 'reflect-metadata'
import { Ignitor, prettyPrintError } from '@adonisjs/core'
import { prepareRuntimeEnvironment } from '../core/kernel/runtime/prepare_environment.js'
import { terminateGracefully } from '../core/kernel/runtime/shutdown.js'
import { drainDelayMs, drainThenTerminate } from '../core/kernel/runtime/draining.js'
import { createApiServer } from '../core/kernel/http/node_server.js'

const APP_ROOT = new URL('../', import.meta.url)

const IMPORTER = (filePath: string) => {
  if (filePath.startsWith('./') || filePath.startsWith('../')) {
    return import(new URL(filePath, APP_ROOT).href)
  }
  return import(filePath)
}

prepareRuntimeEnvironment(APP_ROOT)

new Ignitor(APP_ROOT, { importer: IMPORTER })
  .tap((app) => {
    app.booting(async () => {
      await import('#start/env')
    })
    // Readiness goes false first (the balancer stops sending), then the server closes and in-flight requests
    // finish, within 15 s after the drain delay.
    app.listen(
      'SIGTERM',
      () =>
        void terminateGracefully(() => drainThenTerminate(() => app.terminate()), {
          timeoutMs: drainDelayMs() + 15_000,
        })
    )
    app.listenIf(
      app.managedByPm2,
      'SIGINT',
      () => void terminateGracefully(() => app.terminate(), { timeoutMs: 15_000 })
    )
  })
  .httpServer()
  .start(createApiServer)
  .catch((error) => {
    process.exitCode = 1
    void prettyPrintError(error)
  })
