import type { HttpContext } from '@adonisjs/core/http'
import { listMembers } from '#core/network_members/services/list_members'
import { changeMember, findMember, removeMember } from '#core/network_members/actions/change_member'
import { memberLabelPdf } from '#core/network_members/services/member_label'
import {
  listMembersValidator,
  memberLocatorValidator,
  updateMemberValidator,
} from '#core/network_members/validators/member_validators'

/** Members of the membership networks (admin only, checked by the route declarations). */
export default class NetworkMembersController {
  async index({ request }: HttpContext) {
    return listMembers(await request.validateUsing(listMembersValidator, { data: request.qs() }))
  }

  async update({ request, params }: HttpContext) {
    return changeMember(String(params.id), await request.validateUsing(updateMemberValidator))
  }

  async destroy({ request, params, response }: HttpContext) {
    await removeMember(
      String(params.id),
      await request.validateUsing(memberLocatorValidator, { data: request.qs() })
    )
    return response.noContent()
  }

  async printLabel(ctx: HttpContext) {
    const member = await findMember(
      await ctx.request.validateUsing(memberLocatorValidator),
      String(ctx.params.id)
    )
    const pdf = await memberLabelPdf(member, ctx.i18n.locale)
    ctx.response.header('content-type', 'application/pdf')
    ctx.response.header(
      'content-disposition',
      `inline; filename="node-${member.id.replace(/[^\w-]/g, '')}.pdf"`
    )
    return ctx.response.send(pdf)
  }
}
