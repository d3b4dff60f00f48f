import { Anchor, List, Paper, Stack, Text, Title } from '@mantine/core'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { paths } from '@/config/paths'
import type { FirstRun } from '../api/types'

const STEPS: Record<FirstRun, { key: string; to: string }[]> = {
  admin_empty: [
    { key: 'customer', to: paths.admin.customers },
    { key: 'controller', to: paths.admin.controllers },
    { key: 'venue', to: paths.admin.locations },
    { key: 'invite', to: paths.admin.userInvites },
  ],
  partner_empty: [
    { key: 'getStarted', to: paths.partner.getStarted },
    { key: 'partnerInvite', to: paths.partner.invites },
  ],
  no_venues: [{ key: 'profile', to: paths.account.profile }],
  customer_to_deploy: [
    { key: 'payment', to: paths.customer.info },
    { key: 'portal', to: paths.portal.root },
    { key: 'colleagues', to: paths.users.invites },
  ],
}

/** What to do first when there is nothing to run yet, instead of empty cards. */
export function FirstRunSteps({ kind }: { kind: FirstRun }) {
  const { t } = useTranslation('dashboard')
  return (
    <Paper
      withBorder
      radius="lg"
      p="lg"
      component="section"
      aria-label={t(`firstRun.${kind}.title`)}
    >
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t(`firstRun.${kind}.title`)}
        </Title>
        <Text size="sm">{t(`firstRun.${kind}.text`)}</Text>
        <List type="ordered" spacing="xs">
          {STEPS[kind].map((step) => (
            <List.Item key={step.key}>
              <Anchor component={Link} to={step.to}>
                {t(`firstRun.steps.${step.key}`)}
              </Anchor>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  )
}
