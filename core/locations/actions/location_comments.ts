import db from '@adonisjs/lucid/services/db'
import LocationComment from '#core/locations/models/location_comment'
import type Location from '#core/locations/models/location'
import type User from '#core/users/models/user'
import { recordAudit } from '#kernel/audit/audit'

export async function addLocationComment(location: Location, author: User, body: string) {
  return db.transaction(async (trx) => {
    const comment = await LocationComment.create(
      { locationId: location.id, userId: author.id, body },
      { client: trx }
    )
    await recordAudit(
      {
        action: 'location.comment_added',
        objectType: 'location',
        objectId: location.id,
        newValues: { comment_id: comment.id, body },
      },
      trx
    )
    return comment
  })
}

export async function deleteLocationComment(comment: LocationComment) {
  await db.transaction(async (trx) => {
    comment.useTransaction(trx)
    await comment.delete()
    await recordAudit(
      {
        action: 'location.comment_deleted',
        objectType: 'location',
        objectId: comment.locationId,
        oldValues: { comment_id: comment.id, body: comment.body },
      },
      trx
    )
  })
}
