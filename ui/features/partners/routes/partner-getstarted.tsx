import { Anchor, Card, List, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { PartnerFrame } from '@/components/partner-frame/partner-frame'

/** First steps for a new partner, each a real link. */
export default function PartnerGetStartedPage() {
  const { t } = useTranslation('partners')
  const steps = [
    { to: paths.customer.root, label: 'getStarted.customer', hint: 'getStarted.customerHint' },
    { to: paths.partner.invites, label: 'getStarted.invite', hint: 'getStarted.inviteHint' },
    { to: paths.locations.root, label: 'getStarted.venue', hint: 'getStarted.venueHint' },
  ]
  return (
    <PartnerFrame>
      <Card withBorder radius="md" maw={720}>
        <Text fw={600} mb="sm">
          {t('getStarted.title')}
        </Text>
        <List type="ordered" spacing="md">
          {steps.map((step) => (
            <List.Item key={step.to}>
              <Anchor component={Link} to={step.to}>
                {t(step.label)}
              </Anchor>
              <Text size="sm" c="dimmed">
                {t(step.hint)}
              </Text>
            </List.Item>
          ))}
        </List>
      </Card>
    </PartnerFrame>
  )
}
