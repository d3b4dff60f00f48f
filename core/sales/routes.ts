import { apiRoutes } from '#kernel/http/contract/api_routes'
import { adminOnly, salesStaff } from '#kernel/http/contract/route_access'
import { PDF, created, dataList, json, page } from '#kernel/http/contract/schemas'
import {
  createVisitValidator,
  listVisitsValidator,
  salesPeriodValidator,
  updateVisitValidator,
} from '#core/sales/validators/visit_validators'
import {
  createConfigValidator,
  listConfigsValidator,
  updateConfigValidator,
} from '#core/sales/validators/config_validators'
import {
  configSchema,
  hunterSchema,
  statsSchema,
  tariffsSchema,
  visitPinsSchema,
  visitSchema,
} from '#core/sales/sales_schemas'
import { setHunterValidator } from '#core/sales/validators/hunter_validators'

const Visits = () => import('#core/sales/controllers/visits_controller')
const Overview = () => import('#core/sales/controllers/sales_overview_controller')
const Configs = () => import('#core/sales/controllers/configs_controller')
const Hunters = () => import('#core/sales/controllers/hunters_controller')

const OWN_ONLY = 'only the hunter who recorded a visit, or an admin, changes it'
const CALCULATION_ERRORS = ['E_PLAN_TOO_SMALL', 'E_SALES_PRODUCT_MISSING']
const api = apiRoutes('Sales')

/**
 * Sales visits, stats and the configuration calculator (spec §7 Other: sales). Admins see everything; a hunter sees
 * their own visits and every hunter's visits of today, and their own calculations and figures.
 */
export function salesRoutes() {
  api.get('/sales/visits', [Visits, 'index'], {
    access: salesStaff,
    summary:
      'Visits the caller may see, the newest first; `search` (alias `q`), `hunterId`, `outcome`, days `from`–`to`',
    query: listVisitsValidator,
    response: json(page(visitSchema)),
  })
  api.post('/sales/visits', [Visits, 'store'], {
    access: salesStaff,
    idempotent: true,
    summary:
      'Record a visit (the caller is the hunter); a position is a `latitude`/`longitude` pair',
    body: createVisitValidator,
    response: created(visitSchema),
  })
  api.get('/sales/visits/:id', [Visits, 'show'], {
    access: salesStaff,
    summary: 'A visit the caller may see',
    response: json(visitSchema),
  })
  api.patch('/sales/visits/:id', [Visits, 'update'], {
    access: salesStaff,
    policy: OWN_ONLY,
    summary: 'Change a visit, or record where it led (`outcome`); only what is sent changes',
    body: updateVisitValidator,
    response: json(visitSchema),
  })
  api.get('/sales/locations', [Overview, 'locations'], {
    access: salesStaff,
    summary: 'Visits with a position for the map: today unless days `from`–`to` are asked',
    query: salesPeriodValidator,
    response: json(visitPinsSchema),
  })
  api.get('/sales/stats', [Overview, 'stats'], {
    access: salesStaff,
    summary:
      'Visits per hunter per ISO week and their conversion to offers and customers (default the last 12 weeks); hunters see their own',
    query: salesPeriodValidator,
    response: json(statsSchema),
  })
  api.get('/sales/export', [Overview, 'export'], {
    access: salesStaff,
    summary: 'The visits the caller may see in days `from`–`to` (default the last 12 weeks) as CSV',
    query: salesPeriodValidator,
    response: { file: 'text/csv' },
  })

  api.get('/sales/configs', [Configs, 'index'], {
    access: salesStaff,
    summary: 'Configuration calculations (hunters: their own), the newest first',
    query: listConfigsValidator,
    response: json(page(configSchema)),
  })
  api.post('/sales/configs', [Configs, 'store'], {
    access: salesStaff,
    idempotent: true,
    summary:
      'Calculate and keep a configuration: MRR and one-off in cents from the catalogue prices (docs/sales-calculator.md); the plan must suit the devices (the suggested plan or higher)',
    body: createConfigValidator,
    response: created(configSchema),
    errors: CALCULATION_ERRORS,
  })
  api.get('/sales/configs/tariffs', [Configs, 'tariffs'], {
    access: salesStaff,
    summary:
      'The service tariffs of the calculator: plans with their device limits, installation fees, connection and fixed-IP fees',
    response: json(tariffsSchema),
  })
  api.get('/sales/configs/:id', [Configs, 'show'], {
    access: salesStaff,
    summary: 'A calculation',
    response: json(configSchema),
  })
  api.patch('/sales/configs/:id', [Configs, 'update'], {
    access: salesStaff,
    summary: "Change the inputs; the figures are calculated again from today's prices",
    body: updateConfigValidator,
    response: json(configSchema),
    errors: CALCULATION_ERRORS,
  })
  api.get('/sales/configs/:id/pdf', [Configs, 'pdf'], {
    access: salesStaff,
    summary: "The quote as a PDF in the caller's language",
    response: PDF,
  })

  api.get('/sales/hunters', [Hunters, 'index'], {
    access: adminOnly,
    summary: 'The users with the sales-hunter role',
    response: json(dataList(hunterSchema)),
  })
  api.put('/sales/hunters/:id', [Hunters, 'update'], {
    access: adminOnly,
    summary:
      'Give a user the sales-hunter role or take it away; a hunter who is not an admin can open the sales area only',
    body: setHunterValidator,
    response: json(hunterSchema),
  })
}
