import db from '@adonisjs/lucid/services/db'
import type { Infer } from '@vinejs/vine/types'
import type { UserAccess } from '#core/access/services/user_access'
import { whereCustomerVisible } from '#core/access/services/visibility'
import Customer from '#core/customers/models/customer'
import type User from '#core/users/models/user'
import { AppException } from '#kernel/exceptions/app_exception'
import { queueMail } from '#core/mail/queue_mail'
import Referral from './referral.js'
import { normalVat, REFERRAL_REWARD_CENTS, REFERRAL_REWARD_CURRENCY } from './referral_rules.js'
import type { createReferralValidator } from './referral_validators.js'
import { referralInvitationMail } from './mails/referral_invitation_mail.js'

type Input = Infer<typeof createReferralValidator>

/** The customer that gets the reward: the one named (must be visible), else the user's default, else the first visible. */
async function referrerCustomer(access: UserAccess, user: User, named: number | undefined) {
  const query = whereCustomerVisible(Customer.query(), access)
  if (named) return query.where('customers.id', named).first()
  if (access.isAdmin) return null
  return query
    .orderByRaw('(customers.id = ?) desc', [user.defaultCustomerId ?? 0])
    .orderBy('customers.id')
    .first()
}

/** A company that is already our customer cannot be referred (by its e-mail, billing e-mail or VAT number). */
async function alreadyCustomer(input: Input) {
  const vat = normalVat(input.vat)
  const found = await db
    .from('customers')
    .where((where) => {
      where
        .whereRaw('lower(email) = ?', [input.email])
        .orWhereRaw('lower(invoice_email) = ?', [input.email])
      if (vat) where.orWhereRaw("upper(regexp_replace(vat, '[\\s.-]', '', 'g')) = ?", [vat])
    })
    .first()
  return Boolean(found)
}

const duplicate = () =>
  new AppException(422, 'E_REFERRAL_DUPLICATE', { errors: [{ field: 'email', rule: 'unique' }] })

/**
 * POST /referral: records the referral for the user's customer and mails the referred person, in one transaction.
 * One referral per e-mail address ever (whoever made it), so a company is rewarded once.
 */
export async function createReferral(access: UserAccess, user: User, input: Input) {
  const customer = await referrerCustomer(access, user, input.customer)
  if (!customer) {
    if (input.customer) throw AppException.notFound()
    throw AppException.invalidField('customer', 'required', 'E_REFERRAL_NO_CUSTOMER')
  }
  if (await Referral.query().whereRaw('lower(email) = ?', [input.email]).first()) throw duplicate()
  if (await alreadyCustomer(input))
    throw AppException.invalidField('email', 'unique', 'E_REFERRAL_ALREADY_CUSTOMER')
  try {
    return await db.transaction(async (trx) => {
      const referral = await Referral.create(
        {
          referrerCustomerId: customer.id,
          referrerUserId: user.id,
          email: input.email,
          name: input.name,
          company: input.company,
          sector: input.sector,
          vat: normalVat(input.vat),
          state: 'invited',
          rewardCents: REFERRAL_REWARD_CENTS,
          rewardCurrency: REFERRAL_REWARD_CURRENCY,
        },
        { client: trx }
      )
      await queueMail(
        { ...referralInvitationMail(referral, user, customer.name), userId: null },
        { trx }
      )
      referral.$setRelated('referrerCustomer', customer)
      return referral
    })
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw duplicate()
    throw error
  }
}
