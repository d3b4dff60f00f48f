import { Badge, Button, Group, Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { AlertRuleView } from '../api/types'
import { ScrollTable } from '@/components/scroll-table'

interface Props {
  rules: AlertRuleView[]
  onEdit: (rule: AlertRuleView) => void
  onDelete: (rule: AlertRuleView) => void
}

export function AlertRulesTable({ rules, onEdit, onDelete }: Props) {
  const { t } = useTranslation('alerts')
  return (
    <ScrollTable minWidth={640} striped aria-label={t('rules.title')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('rules.name')}</Table.Th>
          <Table.Th>{t('rules.trigger')}</Table.Th>
          <Table.Th>{t('rules.scope')}</Table.Th>
          <Table.Th>{t('rules.actions')}</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rules.map((rule) => (
          <Table.Tr key={rule.id}>
            <Table.Td>
              <Group gap="xs">
                <Text size="sm">{rule.name}</Text>
                {!rule.enabled && (
                  <Badge color="gray" variant="dot">
                    {t('rules.disabled')}
                  </Badge>
                )}
              </Group>
            </Table.Td>
            <Table.Td>
              {t(`triggerShort.${rule.trigger}`, { count: rule.threshold ?? 0 })}
              {rule.forMinutes > 0 ? ` · ${t('rules.forMinutes', { count: rule.forMinutes })}` : ''}
            </Table.Td>
            <Table.Td>
              {rule.scopeType === 'all'
                ? t('scope.all')
                : `${t(`scope.${rule.scopeType}`)}: ${rule.scopeName ?? '—'}`}
            </Table.Td>
            <Table.Td>
              {[
                rule.recipients.length ? t('rules.mails', { count: rule.recipients.length }) : null,
                rule.sendWebhook ? t('rules.webhook') : null,
                rule.onlyOpeningHours ? t('rules.openingHours') : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Table.Td>
            <Table.Td>
              {rule.canUpdate && (
                <Group gap="xs" justify="flex-end">
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => onEdit(rule)}
                    aria-label={t('rules.editOf', { name: rule.name })}
                  >
                    {t('rules.edit')}
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() => onDelete(rule)}
                    aria-label={t('rules.deleteOf', { name: rule.name })}
                  >
                    {t('rules.delete')}
                  </Button>
                </Group>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ScrollTable>
  )
}
