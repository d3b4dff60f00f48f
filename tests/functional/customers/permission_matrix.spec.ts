import CustomerLog from '#core/customers/models/customer_log'
import { DateTime } from 'luxon'
import { runMatrix, statuses, type MatrixRow } from '#tests/functional/customers/world'
import { giveLogo } from '#tests/functional/customers/images'

/** Every customer route, called by each kind of caller on a fresh world (callers in world.ts). */
const ROUTES: MatrixRow[] = [
  {
    route: 'GET /customers',
    method: 'get',
    path: () => '/rest/customers',
    expect: statuses(200, 200, 200, 200, 200),
  },
  {
    route: 'POST /customers (no group)',
    method: 'post',
    path: () => '/rest/customers',
    body: () => ({ name: 'New', type: 1, country: 'BE' }),
    expect: statuses(201, 201, 403, 403, 403),
  },
  {
    route: 'POST /customers (into group G)',
    method: 'post',
    path: () => '/rest/customers',
    body: (w) => ({ name: 'New', type: 1, country: 'BE', group_id: w.group.id }),
    expect: statuses(201, 403, 201, 403, 403),
  },
  {
    route: 'GET /customers/{id}',
    method: 'get',
    path: (w) => `/rest/customers/${w.customer.id}`,
    expect: statuses(200, 200, 200, 200, 404),
  },
  {
    route: 'PUT /customers/{id}',
    method: 'put',
    path: (w) => `/rest/customers/${w.customer.id}`,
    body: () => ({ name: 'Renamed' }),
    expect: statuses(200, 200, 200, 403, 404),
  },
  {
    route: 'DELETE /customers/{id}',
    method: 'delete',
    path: (w) => `/rest/customers/${w.customer.id}`,
    prepare: (w) => w.location.merge({ status: 'archived', archivedAt: DateTime.utc() }).save(),
    expect: statuses(204, 204, 403, 403, 404),
  },
  {
    route: 'GET /customers/{id}/logs',
    method: 'get',
    path: (w) => `/rest/customers/${w.customer.id}/logs`,
    expect: statuses(200, 200, 200, 200, 404),
  },
  {
    route: 'POST /customers/{id}/logs',
    method: 'post',
    path: (w) => `/rest/customers/${w.customer.id}/logs`,
    body: () => ({ message: 'Called the owner' }),
    expect: statuses(201, 201, 201, 403, 404),
  },
  {
    route: 'DELETE /customers/{id}/logs/{logId} (written by the admin)',
    method: 'delete',
    path: (w) => `/rest/customers/${w.customer.id}/logs/${(w as any).logId}`,
    prepare: async (w) => {
      const log = await CustomerLog.create({
        customerId: w.customer.id,
        userId: w.users.admin.id,
        date: DateTime.now(),
        message: 'x',
      })
      ;(w as any).logId = log.id
    },
    expect: statuses(204, 403, 403, 403, 404),
  },
  {
    route: 'GET /customers/{id}/logo',
    method: 'get',
    path: (w) => `/rest/customers/${w.customer.id}/logo`,
    prepare: (w) => giveLogo(w.customer),
    expect: statuses(200, 200, 200, 200, 404),
  },
  {
    route: 'POST /customers/{id}/logo',
    method: 'post',
    path: (w) => `/rest/customers/${w.customer.id}/logo`,
    upload: true,
    expect: statuses(200, 200, 200, 403, 404),
  },
  {
    route: 'GET /customers/{id}/locations',
    method: 'get',
    path: (w) => `/rest/customers/${w.customer.id}/locations`,
    expect: statuses(200, 200, 200, 200, 404),
  },
  {
    route: 'POST /customers/{id}/locations',
    method: 'post',
    path: (w) => `/rest/customers/${w.customer.id}/locations`,
    body: () => ({ name: 'Terrace' }),
    expect: statuses(201, 201, 201, 403, 404),
  },
  {
    route: 'PUT /customers/{id}/locations (move the other tenant venue here)',
    method: 'put',
    path: (w) => `/rest/customers/${w.customer.id}/locations`,
    body: (w) => ({ locationIds: [w.otherLocation.id] }),
    expect: statuses(200, 422, 422, 403, 404),
  },
]

runMatrix('Customers / permission matrix', ROUTES)
