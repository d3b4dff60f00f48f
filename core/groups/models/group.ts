import { DateTime } from 'luxon'
import { BaseModel, column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import Customer from '#core/customers/models/customer'
import { invalidateAccessOnChange } from '#core/access/services/invalidate_on_change'

/** A group of customers (a chain, a franchise, a holding). */
export default class Group extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare name: string

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @hasMany(() => Customer)
  declare customers: HasMany<typeof Customer>
}

invalidateAccessOnChange(Group, () => 'everyone')
