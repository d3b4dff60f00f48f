import { Button, Group, Stack, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DeleteConfirmModal } from '@/components/modals/delete-confirm-modal'
import { PagedTable } from '@/components/paged-table'
import { errorMessage } from '@/lib/i18n/error-message'
import { useSession } from '@/lib/session/session-store'
import { toast } from '@/lib/toast'
import { deleteAlertRule, useAlertRules } from '../api/alerts'
import type { AlertRuleView } from '../api/types'
import { AlertRuleModal } from './alert-rule-modal'
import { AlertRulesTable } from './alert-rules-table'

type Open =
  { kind: 'edit'; rule: AlertRuleView | null } | { kind: 'delete'; rule: AlertRuleView } | null

/** The rules the user can see (on a venue's tab: those covering it), with the editor; a new rule starts on that venue. */
export function AlertRulesSection({ locationId }: { locationId?: number }) {
  const { t } = useTranslation('alerts')
  const isAdmin = useSession((s) => s.user.isAdmin)
  const [page, setPage] = useState(1)
  const [open, setOpen] = useState<Open>(null)
  const { data, isLoading } = useAlertRules(page, locationId)
  const close = () => setOpen(null)
  const remove = async (rule: AlertRuleView) => {
    try {
      await deleteAlertRule(rule.id)
      toast('success', t('deleted', { name: rule.name }))
      close()
    } catch (failure) {
      toast('error', errorMessage(t, failure))
    }
  }
  return (
    <Stack gap="sm" component="section" aria-labelledby="alert-rules-title">
      <Group justify="space-between">
        <Title order={3} id="alert-rules-title">
          {t('rules.title')}
        </Title>
        <Button onClick={() => setOpen({ kind: 'edit', rule: null })}>{t('rules.add')}</Button>
      </Group>
      <PagedTable
        result={data}
        loading={isLoading}
        skeletonHeight={160}
        emptyLabel={t('rules.empty')}
        totalLabel={(count) => t('rules.total', { count })}
        onPageChange={setPage}
      >
        {(rules) => (
          <AlertRulesTable
            rules={rules}
            onEdit={(rule) => setOpen({ kind: 'edit', rule })}
            onDelete={(rule) => setOpen({ kind: 'delete', rule })}
          />
        )}
      </PagedTable>
      {open?.kind === 'edit' && (
        <AlertRuleModal
          rule={open.rule}
          locationId={locationId}
          isAdmin={isAdmin}
          onClose={close}
        />
      )}
      {open?.kind === 'delete' && (
        <DeleteConfirmModal
          opened
          onClose={close}
          onConfirm={() => remove(open.rule)}
          title={t('deleteTitle')}
          description={t('deleteWarning')}
          confirmValue={open.rule.name}
        />
      )}
    </Stack>
  )
}
