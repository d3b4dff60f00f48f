import { runMatrix, statuses, type MatrixRow } from '#tests/functional/customers/world'

/** Every group route, called by each kind of caller on a fresh world (see customers/world.ts for the callers). */
const ROUTES: MatrixRow[] = [
  {
    route: 'GET /groups',
    method: 'get',
    path: () => '/rest/groups',
    expect: statuses(200, 200, 200, 200, 200),
  },
  {
    route: 'POST /groups',
    method: 'post',
    path: () => '/rest/groups',
    body: () => ({ name: 'Chain' }),
    expect: statuses(201, 201, 403, 403, 403),
  },
  {
    route: 'GET /groups/{id}',
    method: 'get',
    path: (w) => `/rest/groups/${w.group.id}`,
    expect: statuses(200, 404, 200, 404, 404),
  },
  {
    route: 'PUT /groups/{id}',
    method: 'put',
    path: (w) => `/rest/groups/${w.group.id}`,
    body: () => ({ name: 'Renamed' }),
    expect: statuses(200, 404, 200, 404, 404),
  },
  {
    route: 'DELETE /groups/{id}',
    method: 'delete',
    path: (w) => `/rest/groups/${w.group.id}`,
    expect: statuses(204, 404, 403, 404, 404),
  },
  {
    route: 'PUT /group/customers',
    method: 'put',
    path: () => '/rest/group/customers',
    body: (w) => ({ groupId: w.group.id, customerIds: [w.customer.id] }),
    prepare: (w) => w.customer.merge({ groupId: null }).save(),
    expect: statuses(200, 422, 422, 422, 422),
  },
  {
    route: 'DELETE /group/customers/{id}',
    method: 'delete',
    path: (w) => `/rest/group/customers/${w.customer.id}`,
    expect: statuses(200, 403, 200, 403, 404),
  },
]

runMatrix('Groups / permission matrix', ROUTES)
