import type { HttpContext } from '@adonisjs/core/http'
import { requestAccess } from '#core/access/services/request_access'
import { findVisibleLocation } from '#core/locations/queries/location_queries'
import { locationPolicy } from '#core/locations/policies/location_policy'
import LocationComment from '#core/locations/models/location_comment'
import {
  addLocationComment,
  deleteLocationComment,
} from '#core/locations/actions/location_comments'
import { transformComment } from '#core/locations/transformers/comment_transformer'
import { commentValidator } from '#core/locations/validators/location_validators'
import { paginated, DEFAULT_PER_PAGE } from '#kernel/http/pagination'
import { routeId } from '#kernel/http/route_id'
import { AppException } from '#kernel/exceptions/app_exception'

import { pageQueryValidator as pageValidator } from '#core/customers/validators/list_query_validator'

/**
 * Comments on a location: whoever can read it reads them; `location_update`
 * writes them; a comment is removed by its author or an admin.
 */
export default class LocationCommentsController {
  async index(ctx: HttpContext) {
    const location = await findVisibleLocation(await requestAccess(ctx), routeId(ctx.params.id))
    const { page, perPage } = await ctx.request.validateUsing(pageValidator, {
      data: ctx.request.qs(),
    })
    const comments = await LocationComment.query()
      .where('location_id', location.id)
      .preload('user')
      .orderBy('id', 'desc')
      .paginate(page ?? 1, perPage ?? DEFAULT_PER_PAGE)
    return paginated(comments, transformComment)
  }

  async store(ctx: HttpContext) {
    const access = await requestAccess(ctx)
    const location = await findVisibleLocation(access, routeId(ctx.params.id))
    if (!(await locationPolicy.update(access, location))) throw AppException.forbidden()
    const { body } = await ctx.request.validateUsing(commentValidator)
    const comment = await addLocationComment(location, access.user, body)
    await comment.load('user')
    ctx.response.status(201)
    return transformComment(comment)
  }

  async destroy(ctx: HttpContext) {
    const access = await requestAccess(ctx)
    const location = await findVisibleLocation(access, routeId(ctx.params.id))
    const comment = await LocationComment.query()
      .where('location_id', location.id)
      .where('id', routeId(ctx.params.commentId))
      .first()
    if (!comment) throw AppException.notFound()
    const mayDelete =
      access.isAdmin ||
      (comment.userId === access.user.id && (await locationPolicy.update(access, location)))
    if (!mayDelete) throw AppException.forbidden()
    await deleteLocationComment(comment)
    return ctx.response.noContent()
  }
}
