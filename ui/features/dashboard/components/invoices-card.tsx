import { Anchor, Button, Group, Stack, Text } from '@mantine/core'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { ReadableBadge } from '@/components/readable-badge'
import { paths } from '@/config/paths'
import { formatCents, formatDay } from '@/lib/format/money'
import type { InvoicesData } from '../api/types'

/** The invoices still to pay, the oldest due first, each with its payment link. */
export function InvoicesCard({ data }: { data: InvoicesData }) {
  const { t, i18n } = useTranslation('dashboard')
  if (data.total === 0) return <Text c="dimmed">{t('invoices.none')}</Text>
  return (
    <Stack gap="xs">
      <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
        {data.items.map((invoice) => (
          <Group
            component="li"
            key={invoice.id}
            justify="space-between"
            wrap="wrap"
            gap="xs"
            py={6}
          >
            <Stack gap={0}>
              <Group gap="xs">
                <Text fw={600} size="sm">
                  {invoice.number ?? t('invoices.draft')}
                </Text>
                {invoice.overdue && (
                  <ReadableBadge color="red">{t('invoices.overdue')}</ReadableBadge>
                )}
              </Group>
              <Text size="xs" c="dimmed">
                {invoice.customerName} ·{' '}
                {t('invoices.due', { day: formatDay(invoice.dueDate, i18n.language) })}
              </Text>
            </Stack>
            <Group gap="xs">
              <Text fw={600} size="sm">
                {formatCents(invoice.amount, invoice.currency, i18n.language)}
              </Text>
              {invoice.payUrl && (
                <Button
                  component="a"
                  href={invoice.payUrl}
                  target="_blank"
                  rel="noopener"
                  size="xs"
                  variant="light"
                >
                  {t('invoices.pay')}
                </Button>
              )}
            </Group>
          </Group>
        ))}
      </Stack>
      <Anchor component={Link} to={paths.customer.invoices} size="sm">
        {t('invoices.all')}
      </Anchor>
    </Stack>
  )
}
