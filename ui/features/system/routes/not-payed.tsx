import { Box, Button, Group } from '@mantine/core'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { StatusScreen } from '@/components/status-screen'
import { paths } from '@/config/paths'
import { signOut } from '@/lib/session/session-api'
import { useSession } from '@/lib/session/session-store'
import { clearSwrCache } from '@/lib/swr'
import { useLocation } from '@/features/locations/api/get-location'
import { PaymentAwaitedAdvice } from '@/features/payments/components/payment-awaited'

/**
 * A venue whose customer has no payment method yet (spec §6, §8): `?location=ID`, else the default venue. One message
 * and one action, by who can act (issue 32): a user who may set the method up goes to the company page to do it;
 * anyone else is told whom to ask.
 */
export default function NotPayedPage() {
  const { t } = useTranslation('system')
  const { t: tPayments } = useTranslation('payments')
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const raw = params.get('location')
  const sessionLocationId = useSession((session) => session.location?.id ?? null)
  const locationId = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : sessionLocationId
  const { data: venue } = useLocation(locationId)
  // Only a venue that does wait for its payment method is described (a stale link to a paid one is not).
  const location = venue?.awaiting_payment ? venue : undefined
  const canPay = location?.permissions?.includes('customer_update') ?? false
  const customerId = location?.customer_id ?? null
  const name = location?.customer?.name ?? ''
  const logout = async () => {
    await signOut()
    await clearSwrCache()
    await navigate(paths.auth.login, { replace: true })
  }
  return (
    <StatusScreen
      icon="card"
      color="orange"
      title={t('notPayed.title')}
      description={
        location ? t('notPayed.venue', { venue: location.name, name }) : t('notPayed.description')
      }
    >
      {location && (
        <Box ta="left">
          <PaymentAwaitedAdvice
            name={name}
            canPay={canPay}
            contacts={location.payment_contacts ?? []}
            here={false}
          />
        </Box>
      )}
      <Group justify="center">
        {canPay && customerId && (
          <Button component={Link} to={`${paths.customer.info}?customer=${customerId}`}>
            {tPayments('actions.add')}
          </Button>
        )}
        <Button variant="default" onClick={() => void logout()}>
          {t('common:userMenu.logout')}
        </Button>
      </Group>
    </StatusScreen>
  )
}
