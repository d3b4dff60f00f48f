import router from '@adonisjs/core/services/router'

const MetricsController = () => import('#kernel/metrics/metrics_controller')

/** Beside the web app, not under /rest: the path Prometheus scrapes by default. */
export function metricsRoutes() {
  router.get('/metrics', [MetricsController, 'show'])
}
