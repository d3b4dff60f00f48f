/**
 * Work the fault suite puts in flight and the invariants it checks afterwards: an invoicing run of a few hundred
 * customers against the Stripe simulator, a batch of webhook deliveries to a slow receiver, and the queries that
 * find a half-written record (stock against its movements, invoice mirrors, tenant key states, delivery rows).
 */
import Stripe from 'stripe'

export const INVOICING_CUSTOMERS = 250
const VENUES_PER_CUSTOMER = 4
export const WEBHOOK_BATCH = 600

/** Billed customers with four CaaS venues each and a licence allocation (two invoice lines per venue). */
export async function seedInvoicing(db, stripeUrl, key) {
  const stripe = new Stripe(key, {
    host: '127.0.0.1',
    port: new URL(stripeUrl).port,
    protocol: 'http',
    telemetry: false,
  })
  // Only these customers are billed (the demo ones have no Stripe customer on this simulator).
  await db.query('update customers set payment_provider_id = null')
  const stripeIds = []
  for (let start = 0; start < INVOICING_CUSTOMERS; start += 50) {
    const batch = Array.from({ length: Math.min(50, INVOICING_CUSTOMERS - start) }, (_, i) =>
      stripe.customers.create({ name: `Faults billing ${start + i}` })
    )
    stripeIds.push(...(await Promise.all(batch)).map((customer) => customer.id))
  }
  const ids = (
    await db.query(
      `insert into customers (name, payment_method, payment_provider_id, created_at, updated_at)
       select 'Faults billing ' || i, 1, ($1::text[])[i + 1], now(), now() from generate_series(0, $2::int - 1) i
       returning id`,
      [stripeIds, INVOICING_CUSTOMERS]
    )
  ).rows.map((row) => row.id)
  await db.query(
    `insert into locations (customer_id, name, status, caas, plan, connection_type, failover, created_at, updated_at)
     select c.id, 'Faults venue ' || c.id || '-' || v, 'live', true, 1 + (v % 4), 'fiber', false, now(), now()
     from unnest($1::int[]) c(id) cross join generate_series(0, $2::int - 1) v`,
    [ids, VENUES_PER_CUSTOMER]
  )
  const product = (
    await db.query(
      `insert into products (name, type, model, vendor, monthly_licence_cents, created_at, updated_at)
       values ('Faults cloud licence', 'licence', 'faults-licence', 'other', 1250, now(), now()) returning id`
    )
  ).rows[0].id
  await db.query(
    `insert into hardware_allocations (location_id, product_id, quantity, status, allocated_at)
     select l.id, $1, 2, 'allocated', now() from locations l where l.customer_id = any($2)`,
    [product, ids]
  )
  return { stripe, customerIds: ids, venues: ids.length * VENUES_PER_CUSTOMER }
}

/** Deliveries due at once for the endpoint, as guest events would leave them. */
export async function queueWebhookBatch(db, endpointId) {
  const { rows } = await db.query(
    `insert into webhook_deliveries (endpoint_id, message_id, event_type, body, status, attempts, next_attempt_at, created_at)
     select $1, 'msg_faults_batch_' || i, 'guest.signed_in', json_build_object('type', 'guest.signed_in', 'n', i)::text,
            'pending', 0, now(), now()
     from generate_series(1, $2::int) i returning message_id`,
    [endpointId, WEBHOOK_BATCH]
  )
  return rows.map((row) => row.message_id)
}

/**
 * Records that would be half-written: each query counts the rows that break one invariant. The suite compares the
 * counts with those taken before the faults (the seed's own data is not its doing).
 */
export async function invariantViolations(db) {
  const checks = {
    // A product's quantity is where its last movement left it.
    'stock ≠ last movement': `select count(*)::int as n from products p
       join lateral (select quantity_after from inventory_logs l where l.product_id = p.id order by l.id desc limit 1) last on true
       where last.quantity_after <> p.quantity`,
    // A product's movements add up: each one's quantity_after is the previous one's plus its change.
    'movements that do not add up': `select count(*)::int as n from (
         select change, quantity_after, lag(quantity_after) over (partition by product_id order by id) as before
         from inventory_logs where reason <> 'count') moves
       where before is not null and before + change <> quantity_after`,
    // A finalized monthly invoice has its lines, and its amount is theirs.
    'finalized invoices without their lines': `select count(*)::int as n from monthly_invoices i
       where i.status = 'finalized' and not exists (select 1 from monthly_invoice_lines l where l.monthly_invoice_id = i.id)`,
    // One Stripe invoice item per line, never two lines for one venue's line.
    'invoice lines twice': `select count(*)::int as n from (select monthly_invoice_id, location_id, line_key
       from monthly_invoice_lines group by 1, 2, 3 having count(*) > 1) twice`,
    // The invoice mirror: one row per Stripe invoice, paid no more than due.
    'invoice mirrors twice or overpaid': `select (select count(*) from (select stripe_invoice_id from invoices group by 1 having count(*) > 1) d)::int
       + (select count(*) from invoices where amount_paid > greatest(amount_due, total))::int as n`,
    // A tenant whose key was created names it on the controller; one not yet created does not.
    'tenant keys half-pushed': `select count(*)::int as n from tenants
       where (status = 'created' and remote_key_id is null) or (status = 'pending_creation' and remote_key_id is not null)`,
    // A delivery that succeeded was attempted; a pending one is due some time.
    'delivery rows half-written': `select count(*)::int as n from webhook_deliveries
       where (status = 'succeeded' and (attempts = 0 or last_attempt_at is null))
          or (status = 'pending' and next_attempt_at is null)`,
  }
  const violations = {}
  for (const [name, sql] of Object.entries(checks)) {
    const { rows } = await db.query(sql)
    if (rows[0].n) violations[name] = rows[0].n
  }
  return violations
}
