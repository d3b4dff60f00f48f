import { apiRoutes } from '#kernel/http/contract/api_routes'
import { holds, signedIn } from '#kernel/http/contract/route_access'
import { IMAGE, NO_CONTENT, created, dataList, json, page } from '#kernel/http/contract/schemas'
import * as rules from '#core/customers/validators/customer_validators'
import { listQueryValidator } from '#core/customers/validators/list_query_validator'
import { adminCreateLocationValidator } from '#core/locations/validators/location_validators'
import { locationSchema } from '#core/locations/location_schemas'
import { customerLogSchema, customerSchema } from '#core/customers/customer_schemas'

const CustomersController = () => import('#core/customers/controllers/customers_controller')
const CustomerLogsController = () => import('#core/customers/controllers/customer_logs_controller')
const CustomerLogoController = () => import('#core/customers/controllers/customer_logo_controller')
const CustomerLocationsController = () =>
  import('#core/customers/controllers/customer_locations_controller')

const api = apiRoutes('Customers')

export function customerRoutes() {
  api.get('/customers', [CustomersController, 'index'], {
    access: signedIn,
    summary: 'The customers you can see',
    query: rules.listCustomersValidator,
    response: json(page(customerSchema)),
  })
  api.post('/customers', [CustomersController, 'store'], {
    idempotent: true,
    access: signedIn,
    summary: 'Create a customer (admins, partners, or users managing the group)',
    body: rules.adminCreateCustomerValidator,
    response: created(customerSchema),
    errors: ['E_DUPLICATE_VAT'],
  })
  api.get('/customers/:id', [CustomersController, 'show'], {
    access: holds('customer_read', 'customer'),
    summary: 'A customer',
    response: json(customerSchema),
  })
  api.put('/customers/:id', [CustomersController, 'update'], {
    access: holds('customer_update', 'customer'),
    summary: 'Change a customer (billing fields: admins)',
    body: rules.adminUpdateCustomerValidator,
    response: json(customerSchema),
    errors: ['E_DUPLICATE_VAT'],
  })
  api.delete('/customers/:id', [CustomersController, 'destroy'], {
    access: holds('customer_update', 'customer'),
    policy: 'admins, or a partner managing the customer',
    summary: 'Delete a customer without venues (admins, or the partner managing it)',
    response: NO_CONTENT,
    errors: ['E_CUSTOMER_HAS_LOCATIONS'],
  })
  api.get('/customers/:id/logs', [CustomerLogsController, 'index'], {
    access: holds('customer_read', 'customer'),
    summary: 'Notes about a customer',
    query: listQueryValidator,
    response: json(page(customerLogSchema)),
  })
  api.post('/customers/:id/logs', [CustomerLogsController, 'store'], {
    idempotent: true,
    access: holds('customer_update', 'customer'),
    summary: 'Add a note',
    body: rules.customerLogValidator,
    response: created(customerLogSchema),
  })
  api.delete('/customers/:id/logs/:logId', [CustomerLogsController, 'destroy'], {
    access: holds('customer_update', 'customer'),
    policy: 'only its author, or an admin',
    summary: 'Delete your note (admins: any)',
    response: NO_CONTENT,
  })
  api.get('/customers/:id/logo', [CustomerLogoController, 'show'], {
    access: holds('customer_read', 'customer'),
    summary: "The customer's logo",
    response: IMAGE,
  })
  api.post('/customers/:id/logo', [CustomerLogoController, 'store'], {
    access: holds('customer_update', 'customer'),
    retrySafe: 'the upload replaces the logo: the same file again leaves the same logo',
    summary: 'Upload a logo (PNG, JPEG, WebP or SVG)',
    upload: ['logo'],
    response: json(customerSchema),
    errors: ['E_IMAGE_TYPE', 'E_IMAGE_TOO_LARGE'],
  })
  api.get('/customers/:id/locations', [CustomerLocationsController, 'index'], {
    access: holds('customer_read', 'customer'),
    summary: "The customer's venues you can see",
    query: rules.customerLocationsValidator,
    response: json(page(locationSchema)),
  })
  api.post('/customers/:id/locations', [CustomerLocationsController, 'store'], {
    idempotent: true,
    access: holds('location_update', 'customer'),
    summary: 'Add a venue to the customer',
    body: adminCreateLocationValidator,
    response: created(locationSchema),
  })
  api.put('/customers/:id/locations', [CustomerLocationsController, 'update'], {
    access: holds('location_update', 'customer'),
    summary: 'Move venues to this customer (location_update on both customers)',
    body: rules.moveLocationsValidator,
    response: json(dataList(locationSchema)),
  })
}
