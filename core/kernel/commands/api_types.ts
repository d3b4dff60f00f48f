import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/** The one file the web app and the CLI type-check against (the `@airdeck/api-types` workspace package). */
export const API_TYPES_FILES = ['api-types/api-types.ts']

/** `node ace api:types`: writes the TypeScript types of every declared route, shared by the web app and the CLI. */
export default class ApiTypes extends BaseCommand {
  static commandName = 'api:types'
  static description =
    'Generate the web app and CLI API types from the route declarations (OpenAPI)'
  static options: CommandOptions = { startApp: true }

  async run() {
    const { openApiDocument } = await import('#kernel/http/contract/openapi')
    const { apiTypesSource } = await import('#kernel/http/contract/typescript_types')
    const { productVersion } = await import('#kernel/http/contract/openapi_texts')
    const source = apiTypesSource(openApiDocument(productVersion()))
    for (const file of API_TYPES_FILES) {
      const path = this.app.makePath(file)
      mkdirSync(dirname(path), { recursive: true })
      writeFileSync(path, source)
      this.logger.info(`wrote ${file}`)
    }
  }
}
