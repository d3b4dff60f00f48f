import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** White-label configuration served by GET /rest/init/{brand} (the host's first label). */
export default class Brand extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare slug: string

  @column()
  declare name: string

  @column()
  declare mainColor: string | null

  @column()
  declare accentColor: string | null

  /** A fixed icon URL (seeded brands); an uploaded logo (`logoPath`) wins. */
  @column()
  declare iconPath: string | null

  /** The uploaded logo, relative to the uploads root. */
  @column()
  declare logoPath: string | null

  /** The sender name of the mails to the brand's partner's users ("Brightwave <no-reply@…>"). */
  @column()
  declare mailFromName: string | null

  @column()
  declare partnerId: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
