import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { recordAudit, createdValues } from '#kernel/audit/audit'
import { AppException } from '#kernel/exceptions/app_exception'
import Supplier from '#core/inventory/models/supplier'
import { createSupplierValidator } from '#core/inventory/validators/supplier_validators'

const transform = (supplier: Supplier) => ({
  id: supplier.id,
  name: supplier.name,
  email: supplier.email,
  phone: supplier.phone,
  website: supplier.website,
})

/** Suppliers of products (admin only). */
export default class SuppliersController {
  async index() {
    return { data: (await Supplier.query().orderBy('name')).map(transform) }
  }

  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(createSupplierValidator)
    const supplier = await db
      .transaction(async (trx) => {
        const row = await Supplier.create(
          {
            name: input.name,
            email: input.email ?? null,
            phone: input.phone ?? null,
            website: input.website ?? null,
          },
          { client: trx }
        )
        await recordAudit(
          {
            action: 'supplier.created',
            objectType: 'supplier',
            objectId: row.id,
            newValues: createdValues(row),
          },
          trx
        )
        return row
      })
      .catch((error) => {
        if ((error as { constraint?: string }).constraint === 'suppliers_name_unique')
          throw AppException.invalidField('name', 'unique')
        throw error
      })
    ctx.response.status(201)
    return transform(supplier)
  }
}
