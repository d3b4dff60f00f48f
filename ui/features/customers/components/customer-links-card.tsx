import { Button, Group, Select, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '@/components/section-card'
import { errorMessage } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import {
  linkCustomerToGroup,
  unlinkCustomerFromGroup,
  useGroupOptions,
} from '../api/customer-group'
import type { Customer } from '../api/types'

/** The customer's group: link it to another one, or take it out. */
export function CustomerLinksCard({ customer, canEdit }: { customer: Customer; canEdit: boolean }) {
  const { t } = useTranslation('customers')
  const { data } = useGroupOptions()
  const [choice, setChoice] = useState<string | null>(
    customer.group_id ? String(customer.group_id) : null
  )
  const [busy, setBusy] = useState(false)

  const run = async (action: () => Promise<unknown>) => {
    setBusy(true)
    try {
      await action()
      toast('success', t('common:toasts.saved'))
    } catch (error) {
      toast('error', errorMessage(t, error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <SectionCard title={t('links.title')} description={t('links.hint')}>
      <Text>
        {customer.group ? t('links.current', { name: customer.group.name }) : t('links.none')}
      </Text>
      {canEdit && (
        <Group align="flex-end">
          <Select
            label={t('fields.group')}
            data={(data?.data ?? []).map((g) => ({ value: String(g.id), label: g.name }))}
            value={choice}
            onChange={setChoice}
            searchable
            clearable
          />
          <Button
            variant="light"
            loading={busy}
            disabled={!choice || Number(choice) === customer.group_id}
            onClick={() => run(() => linkCustomerToGroup(customer.id, Number(choice)))}
          >
            {t('links.link')}
          </Button>
          {customer.group_id && (
            <Button
              variant="subtle"
              color="red"
              loading={busy}
              onClick={() => run(() => unlinkCustomerFromGroup(customer.id))}
            >
              {t('links.unlink')}
            </Button>
          )}
        </Group>
      )}
    </SectionCard>
  )
}
