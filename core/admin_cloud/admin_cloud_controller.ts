import type { HttpContext } from '@adonisjs/core/http'
import { independentCards } from '#kernel/cards/independent_cards'
import { controllersCard } from './cards/controllers_card.js'
import { jobQueuesCard } from './cards/job_queues_card.js'
import { deliveriesCard } from './cards/deliveries_card.js'
import { databaseCard } from './cards/database_card.js'
import { processCard } from './cards/process_card.js'
import { trendsCard } from './cards/trends_card.js'

/** The admin's operations view (spec §7 `/admin/cloud`): is the platform healthy? */
export default class AdminCloudController {
  async show(ctx: HttpContext) {
    const cards = await independentCards(ctx, {
      controllers: controllersCard,
      jobs: jobQueuesCard,
      deliveries: deliveriesCard,
      database: databaseCard,
      process: processCard,
      trends: trendsCard,
    })
    return { generated_at: new Date().toISOString(), ...cards }
  }
}
