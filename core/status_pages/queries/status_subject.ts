import db from '@adonisjs/lucid/services/db'
import type { SubjectType } from '#core/access/permissions'
import { AppException } from '#kernel/exceptions/app_exception'
import { supportHoursOfPlan, validZone, type SupportHours } from '#core/status_pages/support_hours'

/** The partner serving a page's customer: the default contact, the brand and a logo when the customer has none. */
export interface SubjectPartner {
  phone: string | null
  email: string | null
  logo_path: string | null
  brand_name: string | null
  main_color: string | null
}

/** What a status page (public or in the designer) needs to know about its venue, customer or group. */
export interface StatusSubject {
  type: SubjectType
  id: number
  publicId: string
  name: string
  /** The customer's language: the page's language when the visitor's is not one of ours. */
  language: string | null
  timeZone: string
  supportHours: SupportHours
  logoPath: string | null
  /** The customer's branding colour (core/customer_branding), which paints its pages. */
  brandingColor: string | null
  partner: SubjectPartner | null
  /** The venues the page is about: the venue itself, or the customer's or group's venues that are not archived. */
  locationIds: number[]
}

/**
 * The facts of each kind of page, by id or by public id. A group speaks the language of most of its customers and
 * is supported as its best plan.
 */
const FACTS_SQL: Record<SubjectType, (column: 'id' | 'public_id') => string> = {
  location: (column) =>
    `select 'location' as type, l.id, l.public_id, l.name, c.language, l.plan, l.timezone as time_zone, l.customer_id, c.group_id, c.logo_path,
       cb.main_color as branding_color, cb.logo_path as branding_logo_path
     from locations l join customers c on c.id = l.customer_id left join customer_brandings cb on cb.customer_id = c.id where l.${column} = ?`,
  customer: (column) =>
    `select 'customer' as type, c.id, c.public_id, c.name, c.language, c.default_plan as plan, null as time_zone, c.id as customer_id, c.group_id, c.logo_path,
       cb.main_color as branding_color, cb.logo_path as branding_logo_path
     from customers c left join customer_brandings cb on cb.customer_id = c.id where c.${column} = ?`,
  group: (column) =>
    `select 'group' as type, g.id, g.public_id, g.name,
       (select mode() within group (order by language) from customers where group_id = g.id) as language,
       (select max(default_plan) from customers where group_id = g.id) as plan,
       null as time_zone, null::int as customer_id, g.id as group_id, null as logo_path,
       null as branding_color, null as branding_logo_path
     from groups g where g.${column} = ?`,
}

/**
 * With the facts, in the same statement: the partner granted closest to the page (venue, then customer, then group),
 * the published version, and the page's venues. One round trip per page: the public endpoint is the busiest one.
 */
function subjectSql(facts: string) {
  return `with f as (${facts})
    select f.*,
      (select json_build_object('phone', p.phone, 'email', p.email, 'logo_path', p.logo_path, 'brand_name', b.name, 'main_color', b.main_color)
         from partner_grants pg join partners p on p.id = pg.partner_id left join brands b on b.partner_id = p.id
        where (pg.subject_type = 'location' and f.type = 'location' and pg.subject_id = f.id)
           or (pg.subject_type = 'customer' and pg.subject_id = f.customer_id)
           or (pg.subject_type = 'group' and pg.subject_id = f.group_id)
        order by case pg.subject_type when 'location' then 0 when 'customer' then 1 else 2 end, p.id
        limit 1) as partner,
      (select s.published from status_pages s where s.subject_type = f.type and s.subject_id = f.id) as published,
      case f.type
        when 'location' then array[f.id]
        when 'customer' then array(select l.id from locations l where l.customer_id = f.id and l.status <> 'archived' order by l.name, l.id)
        else array(select l.id from locations l join customers c on c.id = l.customer_id where c.group_id = f.id and l.status <> 'archived' order by l.name, l.id)
      end as location_ids
    from f limit 1`
}

function toSubject(row: Record<string, any>): StatusSubject {
  const partner: SubjectPartner | null = row.partner ?? null
  return {
    type: row.type,
    id: row.id,
    publicId: row.public_id,
    name: row.name,
    language: row.language,
    timeZone: validZone(row.time_zone),
    supportHours: supportHoursOfPlan(row.plan),
    logoPath: row.branding_logo_path ?? row.logo_path ?? partner?.logo_path ?? null,
    brandingColor: row.branding_color ?? null,
    partner,
    locationIds: (row.location_ids ?? []).map(Number),
  }
}

export async function loadStatusSubject(type: SubjectType, id: number): Promise<StatusSubject> {
  const { rows } = await db.rawQuery(subjectSql(FACTS_SQL[type]('id')), [id])
  if (!rows.length) throw AppException.notFound()
  return toSubject(rows[0])
}

/** The page a public id names with its published version (null before the first publish); null when none. */
export async function loadPublicSubject(
  publicId: string
): Promise<{ subject: StatusSubject; published: unknown } | null> {
  const facts = (['location', 'customer', 'group'] as const)
    .map((type) => FACTS_SQL[type]('public_id'))
    .join(' union all ')
  const { rows } = await db.rawQuery(subjectSql(facts), [publicId, publicId, publicId])
  return rows.length ? { subject: toSubject(rows[0]), published: rows[0].published ?? null } : null
}

/** The brand of the partner serving the page, for publicBrand(). */
export function partnerBrand(subject: StatusSubject) {
  return subject.partner
    ? { name: subject.partner.brand_name, main_color: subject.partner.main_color }
    : null
}
