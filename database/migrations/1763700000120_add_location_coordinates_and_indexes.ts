import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Coordinates for the map, the status to put back on restore, and the
 * indexes the list needs: the default sort (name, id) on active venues and
 * a trigram index for the free-text search where pg_trgm is available
 * (PostgreSQL; embedded PGlite skips it and searches by scan).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('locations', (table) => {
      table.double('latitude').nullable()
      table.double('longitude').nullable()
      table.string('status_before_archive', 32).nullable()
      table.index(['name', 'id'], 'locations_name_id_index')
      table.index(['customer_id', 'name'], 'locations_customer_name_index')
    })
    this.defer(async (db) => {
      await db.rawQuery(`
        DO $$ BEGIN
          CREATE EXTENSION IF NOT EXISTS pg_trgm;
          CREATE INDEX IF NOT EXISTS locations_search_trgm_index ON locations
            USING gin ((lower(coalesce(name, '') || ' ' || coalesce(venue_name, '') || ' ' || coalesce(city, '') || ' ' || coalesce(address, ''))) gin_trgm_ops);
        EXCEPTION WHEN others THEN
          RAISE NOTICE 'pg_trgm not available: location search scans';
        END $$;
      `)
    })
  }

  async down() {
    this.schema.raw('DROP INDEX IF EXISTS locations_search_trgm_index')
    this.schema.alterTable('locations', (table) => {
      table.dropIndex(['customer_id', 'name'], 'locations_customer_name_index')
      table.dropIndex(['name', 'id'], 'locations_name_id_index')
      table.dropColumn('status_before_archive')
      table.dropColumn('longitude')
      table.dropColumn('latitude')
    })
  }
}
