import type { HttpContext } from '@adonisjs/core/http'
import env from '#start/env'
import { mayReadMetrics } from '#kernel/metrics/metrics_access'
import { metricsPage } from '#kernel/metrics/metrics_page'

export default class MetricsController {
  /** Prometheus text format; a 404 to anyone else, so the page does not say it exists. */
  async show({ request, response }: HttpContext) {
    if (!mayReadMetrics(request.request, env.get('METRICS_TOKEN')))
      return response.status(404).send({ code: 'E_NOT_FOUND', message: 'Not found' })
    const page = await metricsPage()
    response.header('content-type', page.contentType)
    response.header('cache-control', 'no-store')
    return response.send(page.body)
  }
}
