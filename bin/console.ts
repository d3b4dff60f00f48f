/*
|--------------------------------------------------------------------------
| Ace commands entry point
|--------------------------------------------------------------------------
*/
import 'reflect-metadata'
import { Ignitor, prettyPrintError } from '@adonisjs/core'
import { prepareRuntimeEnvironment } from '../core/kernel/runtime/prepare_environment.js'
import { terminateGracefully } from '../core/kernel/runtime/shutdown.js'

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
    app.listen(
      'SIGTERM',
      () => void terminateGracefully(() => app.terminate(), { timeoutMs: 15_000 })
    )
    app.listenIf(
      app.managedByPm2,
      'SIGINT',
      () => void terminateGracefully(() => app.terminate(), { timeoutMs: 15_000 })
    )
  })
  .ace()
  .handle(process.argv.splice(2))
  .catch((error) => {
    process.exitCode = 1
    void prettyPrintError(error)
  })
