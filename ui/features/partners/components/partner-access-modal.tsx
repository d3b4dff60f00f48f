import { Alert, Button, Group, Modal, SegmentedControl, Select, Stack } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { useSubjectOptions } from '@/lib/subjects/use-subject-options'
import { grantPartnerAccess, type PartnerSubject } from '../api/admin-partners'
import type { Partner } from '../api/types'

const TYPE_OF = { groups: 'group', customers: 'customer', locations: 'location' } as const

/** Admin: give a partner's members access to a group, customer or location. */
export function PartnerAccessModal({
  partner,
  onClose,
}: {
  partner: Partner
  onClose: () => void
}) {
  const { t } = useTranslation('partners')
  const [kind, setKind] = useState<PartnerSubject>('customers')
  const [search, setSearch] = useState('')
  const [objectId, setObjectId] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const { data } = useSubjectOptions(TYPE_OF[kind], search)

  const save = async () => {
    if (!objectId) return setError(t('admin.access.required'))
    try {
      await grantPartnerAccess(kind, Number(objectId), partner.id)
      toast('success', t('admin.access.granted'))
      onClose()
    } catch (failure) {
      setError(errorMessage(t, failure))
    }
  }

  return (
    <Modal opened onClose={onClose} title={t('admin.access.title', { name: partner.name })}>
      <Stack>
        <SegmentedControl
          value={kind}
          onChange={(value) => {
            setKind(value as PartnerSubject)
            setObjectId(null)
          }}
          data={(['groups', 'customers', 'locations'] as const).map((value) => ({
            value,
            label: t(`admin.access.${value}`),
          }))}
        />
        <Select
          label={t(`admin.access.${kind}`)}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          data={(data?.data ?? []).map((row) => ({ value: String(row.id), label: row.name }))}
          value={objectId}
          onChange={setObjectId}
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button onClick={() => void save()}>{t('admin.access.save')}</Button>
        </Group>
      </Stack>
    </Modal>
  )
}
