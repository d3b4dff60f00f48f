import { BaseModel, SnakeCaseNamingStrategy } from '@adonisjs/lucid/orm'

/**
 * The API speaks snake_case (spec §3). Lucid 22 serializes camelCase by
 * default, and a model's serialized names are fixed when its decorators
 * run, so the strategy is set here, before any model file is imported.
 */
export default class OrmConventionsProvider {
  register() {
    BaseModel.namingStrategy = new SnakeCaseNamingStrategy()
  }
}
