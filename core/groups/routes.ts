import { apiRoutes } from '#kernel/http/contract/api_routes'
import { holds, signedIn } from '#kernel/http/contract/route_access'
import {
  NO_CONTENT,
  array,
  created,
  dateTime,
  integer,
  json,
  nullable,
  object,
  page,
  string,
} from '#kernel/http/contract/schemas'
import {
  createGroupValidator,
  groupCustomersValidator,
  listGroupsValidator,
  updateGroupValidator,
} from '#core/groups/validators/group_validators'
import { customerSchema } from '#core/customers/customer_schemas'

const GroupsController = () => import('#core/groups/controllers/groups_controller')
const GroupCustomersController = () => import('#core/groups/controllers/group_customers_controller')

const groupSchema = object(
  {
    id: integer(),
    name: string(),
    created_at: dateTime(),
    updated_at: dateTime(),
    customers_count: integer(),
    customers: array(
      object({
        id: integer(),
        name: string(),
        city: nullable(string()),
        country: string(),
        type: integer(),
      })
    ),
    permissions: array(string()),
  },
  ['customers_count', 'customers', 'permissions']
)
const api = apiRoutes('Groups')

export function groupRoutes() {
  api.get('/groups', [GroupsController, 'index'], {
    access: signedIn,
    summary: 'The groups you can see',
    query: listGroupsValidator,
    response: json(page(groupSchema)),
  })
  api.post('/groups', [GroupsController, 'store'], {
    idempotent: true,
    access: signedIn,
    summary: 'Create a group (admins and partners)',
    body: createGroupValidator,
    response: created(groupSchema),
  })
  api.get('/groups/:id', [GroupsController, 'show'], {
    access: holds('group_read', 'group'),
    summary: 'A group',
    response: json(groupSchema),
  })
  api.put('/groups/:id', [GroupsController, 'update'], {
    access: holds('group_update', 'group'),
    summary: 'Rename a group',
    body: updateGroupValidator,
    response: json(groupSchema),
  })
  api.delete('/groups/:id', [GroupsController, 'destroy'], {
    access: holds('group_update', 'group'),
    policy: 'admins, or a partner managing the group',
    summary: 'Delete a group (admins, or the partner that manages it)',
    response: NO_CONTENT,
  })
  api.put('/group/customers', [GroupCustomersController, 'update'], {
    access: signedIn,
    summary: 'Move customers into a group (group_update on it, customer_update on each)',
    body: groupCustomersValidator,
    response: json(groupSchema),
  })
  api.delete('/group/customers/:id', [GroupCustomersController, 'destroy'], {
    access: holds('customer_update', 'customer'),
    policy: 'group_update on the group the customer leaves',
    summary: 'Take a customer out of its group (also needs group_update on the group)',
    response: json(customerSchema),
  })
}
