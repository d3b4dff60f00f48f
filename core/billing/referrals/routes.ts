import { apiRoutes } from '#kernel/http/contract/api_routes'
import { signedIn } from '#kernel/http/contract/route_access'
import { created, json, page } from '#kernel/http/contract/schemas'
import { createReferralValidator, listReferralsValidator } from './referral_validators.js'
import { referralSchema } from './referral_schemas.js'

const Referrals = () => import('#core/billing/referrals/referrals_controller')
const api = apiRoutes('Billing')

/** The referral bonus programme (spec §1, §2 /bonus, §3 Referral, §9: 200 EUR off the next invoice). */
export function referralRoutes() {
  api.post('/referral', [Referrals, 'store'], {
    idempotent: true,
    access: signedIn,
    policy:
      '`customer` must be a customer you can see; without it your default customer gets the reward',
    summary:
      'Refer a company (e-mail, name, company, sector, optional VAT); it is mailed, and when it becomes a paying customer your customer gets 200 EUR off its next invoice',
    body: createReferralValidator,
    response: created(referralSchema),
    errors: ['E_REFERRAL_DUPLICATE', 'E_REFERRAL_ALREADY_CUSTOMER', 'E_REFERRAL_NO_CUSTOMER'],
  })
  api.get('/referrals', [Referrals, 'index'], {
    access: signedIn,
    summary:
      'The referrals of the customers you can see (admins: all), newest first, with their state: invited, converted (paid its first invoice), rewarded',
    query: listReferralsValidator,
    response: json(page(referralSchema)),
  })
}
