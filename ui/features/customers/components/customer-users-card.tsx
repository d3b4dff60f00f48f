import { Button, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { SectionCard } from '@/components/section-card'
import { paths } from '@/config/paths'

/** Users of the customer are managed on the users screens; this opens the invite wizard for this customer. */
export function CustomerUsersCard({
  customerId,
  canInvite,
}: {
  customerId: number
  canInvite: boolean
}) {
  const { t } = useTranslation('customers')
  const navigate = useNavigate()
  return (
    <SectionCard title={t('users.title')}>
      <Text size="sm" c="dimmed">
        {t('users.hint')}
      </Text>
      {canInvite && (
        <div>
          <Button
            variant="light"
            onClick={() => navigate(`${paths.users.invites}?customer=${customerId}`)}
          >
            {t('users.invite')}
          </Button>
        </div>
      )}
    </SectionCard>
  )
}
