import type { HttpContext } from '@adonisjs/core/http'
import { requestAccess } from '#core/access/services/request_access'
import { routeId } from '#kernel/http/route_id'
import { paginated } from '#kernel/http/pagination'
import { AppException } from '#kernel/exceptions/app_exception'
import type AlertRule from '#core/alerts/models/alert_rule'
import type { UserAccess } from '#core/access/services/user_access'
import {
  alertRuleValidator,
  listAlertRulesValidator,
  listRecipientsValidator,
} from '#core/alerts/validators/alert_validators'
import {
  findVisibleRule,
  listAlertRules,
  ruleContext,
} from '#core/alerts/queries/alert_rule_queries'
import { recipientCandidates, recipientView } from '#core/alerts/queries/alert_recipients'
import {
  createAlertRule,
  deleteAlertRule,
  updateAlertRule,
} from '#core/alerts/actions/save_alert_rule'
import { mayManageScope } from '#core/alerts/services/alert_scope'
import { transformAlertRule } from '#core/alerts/transformers/alert_transformers'

export default class AlertRulesController {
  async index(ctx: HttpContext) {
    const access = await requestAccess(ctx)
    const filters = await ctx.request.validateUsing(listAlertRulesValidator, {
      data: ctx.request.qs(),
    })
    const page = await listAlertRules(access, filters)
    const context = await ruleContext(access, page.all())
    return paginated(page, (rule) => transformAlertRule(rule, context))
  }

  async store(ctx: HttpContext) {
    const access = await requestAccess(ctx)
    const rule = await createAlertRule(access, await ctx.request.validateUsing(alertRuleValidator))
    return ctx.response.created(await view(access, rule))
  }

  async show(ctx: HttpContext) {
    const access = await requestAccess(ctx)
    return view(access, await findVisibleRule(access, routeId(ctx.params.ruleId)))
  }

  async update(ctx: HttpContext) {
    const access = await requestAccess(ctx)
    const rule = await this.manageable(access, routeId(ctx.params.ruleId))
    await updateAlertRule(access, rule, await ctx.request.validateUsing(alertRuleValidator))
    return view(access, rule)
  }

  async destroy(ctx: HttpContext) {
    const access = await requestAccess(ctx)
    await deleteAlertRule(await this.manageable(access, routeId(ctx.params.ruleId)))
    return ctx.response.noContent()
  }

  /** Who can be put on a rule's mailing list (`q` searches name and e-mail). */
  async recipients(ctx: HttpContext) {
    const access = await requestAccess(ctx)
    const filters = await ctx.request.validateUsing(listRecipientsValidator, {
      data: ctx.request.qs(),
    })
    const page = await recipientCandidates(access, filters.q).paginate(
      filters.page ?? 1,
      filters.perPage ?? 100
    )
    return paginated(page, recipientView)
  }

  private async manageable(access: UserAccess, id: number): Promise<AlertRule> {
    const rule = await findVisibleRule(access, id)
    if (!(await mayManageScope(access, rule.scopeType, rule.scopeId)))
      throw AppException.forbidden()
    return rule
  }
}

async function view(access: UserAccess, rule: AlertRule) {
  return transformAlertRule(rule, await ruleContext(access, [rule]))
}
