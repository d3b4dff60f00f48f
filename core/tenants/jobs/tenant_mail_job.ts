import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Location from '#core/locations/models/location'
import Tenant from '#core/tenants/models/tenant'
import { queueMail } from '#core/mail/queue_mail'
import { Job } from '#kernel/jobs/job'
import { tenantMail } from '#core/tenants/mails/tenant_mail'

/**
 * Mails a tenant their key once it is on the controller. Rendering the QR code costs a few milliseconds, so it runs
 * here rather than in the key push. Idempotent: `mailed_at` marks the mail queued, in the same transaction.
 */
export default class TenantMailJob extends Job<{ tenantId: number }> {
  static jobName = 'tenants.mail'
  static queue = 'tenants-mail'

  async handle({ tenantId }: { tenantId: number }) {
    const tenant = await Tenant.find(tenantId)
    if (
      !tenant ||
      tenant.mailedAt ||
      tenant.status === 'deactivated' ||
      tenant.status === 'pending_creation'
    )
      return
    const location = await Location.findOrFail(tenant.locationId)
    const message = await tenantMail(tenant, location)
    await db.transaction(async (trx) => {
      // Marking it first, guarded, makes a duplicate run (a re-triggered job) queue no second mail.
      const claimed = await trx
        .from('tenants')
        .where('id', tenant.id)
        .whereNull('mailed_at')
        .update({ mailed_at: DateTime.now().toJSDate() })
      if (Number(Array.isArray(claimed) ? claimed[0] : claimed) > 0)
        await queueMail(message, { trx })
    })
  }
}
