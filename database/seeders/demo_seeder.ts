import db from '@adonisjs/lucid/services/db'
import { BaseSeeder } from '@adonisjs/lucid/seeders'
import { seedDemoData } from '#database/demo/demo_data'

/** `node ace db:seed`: the demo accounts and venues listed in the README (idempotent). */
export default class DemoSeeder extends BaseSeeder {
  async run() {
    const created = await db.transaction((trx) => seedDemoData(trx))
    console.log(created ? 'Demo data created.' : 'Demo data already present.')
  }
}
