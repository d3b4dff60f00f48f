import type { HttpContext } from '@adonisjs/core/http'
import User from '#core/users/models/user'
import { setHunterValidator } from '#core/sales/validators/hunter_validators'
import { setSalesRole } from '#core/sales/actions/set_sales_role'
import { isSalesHunter } from '#core/sales/sales_role'

function transformHunter(user: User) {
  return {
    id: user.id,
    name: `${user.firstname} ${user.name}`.trim(),
    email: user.email,
    hunter: isSalesHunter(user),
  }
}

/** Who the sales hunters are (routes.ts: admins). A hunter who is not an admin can open the sales area only. */
export default class HuntersController {
  async index() {
    const hunters = await User.query()
      .where('sales_role', 'hunter')
      .orderBy('firstname')
      .orderBy('name')
      .orderBy('id')
    return { data: hunters.map(transformHunter) }
  }

  async update(ctx: HttpContext) {
    const { hunter } = await ctx.request.validateUsing(setHunterValidator)
    return transformHunter(await setSalesRole(ctx.params.id, hunter))
  }
}
