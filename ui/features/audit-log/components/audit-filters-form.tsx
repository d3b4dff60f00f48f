import { Button, Group, SimpleGrid, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useTranslation } from 'react-i18next'
import { EMPTY_FILTERS, type AuditFilters } from '../api/audit-logs'

/** Actor, object, action and date filters; applied together on submit. */
export function AuditFiltersForm({ onApply }: { onApply(filters: AuditFilters): void }) {
  const { t } = useTranslation('audit')
  const form = useForm<AuditFilters>({ initialValues: EMPTY_FILTERS })
  return (
    <form
      onSubmit={form.onSubmit(onApply)}
      onReset={() => {
        form.reset()
        onApply(EMPTY_FILTERS)
      }}
      aria-label={t('filters.label')}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          label={t('filters.actor')}
          description={t('filters.actorHint')}
          {...form.getInputProps('actor')}
        />
        <TextInput
          label={t('filters.action')}
          description={t('filters.actionHint')}
          {...form.getInputProps('action')}
        />
        <Group grow gap="xs" align="flex-end">
          <TextInput label={t('filters.objectType')} {...form.getInputProps('object_type')} />
          <TextInput label={t('filters.objectId')} {...form.getInputProps('object_id')} />
        </Group>
        <TextInput type="date" label={t('filters.from')} {...form.getInputProps('from')} />
        <TextInput type="date" label={t('filters.to')} {...form.getInputProps('to')} />
        <Group align="flex-end">
          <Button type="submit">{t('filters.apply')}</Button>
          <Button type="reset" variant="subtle">
            {t('filters.clear')}
          </Button>
        </Group>
      </SimpleGrid>
    </form>
  )
}
