import type { HttpContext } from '@adonisjs/core/http'
import { designerSubject } from '#core/status_pages/queries/designer_subject'
import { loadStatusPage } from '#core/status_pages/queries/status_page_record'
import { saveStatusButtons } from '#core/status_pages/actions/save_status_page'
import {
  statusButtonsQueryValidator,
  statusButtonsValidator,
} from '#core/status_pages/validators/status_page_validators'

/** GET/POST /locations/status_buttons?type=&id= (spec §7): the contact buttons of a status page's draft. */
export default class StatusButtonsController {
  async index(ctx: HttpContext) {
    const { type, id } = await ctx.request.validateUsing(statusButtonsQueryValidator, {
      data: ctx.request.qs(),
    })
    const { subject } = await designerSubject(ctx, type, id, 'read')
    return { data: (await loadStatusPage(subject)).draft.buttons }
  }

  async store(ctx: HttpContext) {
    const { type, id } = await ctx.request.validateUsing(statusButtonsQueryValidator, {
      data: ctx.request.qs(),
    })
    const { subject } = await designerSubject(ctx, type, id, 'update')
    const { buttons } = await ctx.request.validateUsing(statusButtonsValidator)
    await saveStatusButtons(subject, buttons)
    return { data: (await loadStatusPage(subject)).draft.buttons }
  }
}
