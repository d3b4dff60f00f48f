import { createServer, type Server } from 'node:http'
import env from '#start/env'
import { mayReadMetrics } from '#kernel/metrics/metrics_access'
import { metricsPage } from '#kernel/metrics/metrics_page'

/**
 * A worker has no web server, so it answers Prometheus on a port of its own (`WORKER_METRICS_PORT`): only
 * `GET /metrics`, with the same access rule as the web processes.
 */
export async function startWorkerMetricsServer(port: number, host = '127.0.0.1'): Promise<Server> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0]
    if (
      request.method !== 'GET' ||
      path !== '/metrics' ||
      !mayReadMetrics(request, env.get('METRICS_TOKEN'))
    ) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"code":"E_NOT_FOUND"}')
      return
    }
    metricsPage().then(
      (page) => response.writeHead(200, { 'content-type': page.contentType }).end(page.body),
      () => response.writeHead(500).end()
    )
  })
  await new Promise<void>((resolve) => server.listen(port, host, resolve))
  return server
}
