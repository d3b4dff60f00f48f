import { Button, Group, Modal, SegmentedControl, Stack, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import useSWR from 'swr'
import { api } from '@/lib/api/api-client'
import type { ApiResponse } from '@airdeck/api-types'
import { errorMessage, formErrors } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { startExport } from '../api/inventory-writes'

/** Starts a mailed export ("export started, e-mail follows"): to the signed-in admin's address unless changed. */
export function ExportButton({ kind }: { kind: 'stock' | 'allocated' }) {
  const { t } = useTranslation('inventory')
  const { data: self } = useSWR('/users/me', () =>
    api.get<ApiResponse<'GET /rest/users/me'>>('/users/me')
  )
  const [open, setOpen] = useState(false)
  const [email, setEmail] = useState('')
  const [format, setFormat] = useState<'csv' | 'xlsx'>('csv')
  const [error, setError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)

  const start = async () => {
    setBusy(true)
    try {
      await startExport(kind, { email: email.trim() || (self?.email ?? ''), format })
      toast('success', t('export.started'))
      setOpen(false)
    } catch (failure) {
      setError(formErrors(t, failure).email ?? errorMessage(t, failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <Button variant="default" onClick={() => (setEmail(self?.email ?? ''), setOpen(true))}>
        {t('export.button')}
      </Button>
      {open && (
        <Modal
          opened
          onClose={() => setOpen(false)}
          title={t(`export.title.${kind}`)}
          closeButtonProps={{ 'aria-label': t('common:actions.close') }}
          centered
        >
          <Stack>
            <TextInput
              type="email"
              label={t('export.email')}
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={error}
            />
            <SegmentedControl
              value={format}
              onChange={(value) => setFormat(value as 'csv' | 'xlsx')}
              data={[
                { value: 'csv', label: 'CSV' },
                { value: 'xlsx', label: 'Excel (XLSX)' },
              ]}
            />
            <Group justify="flex-end">
              <Button onClick={start} loading={busy}>
                {t('export.start')}
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
    </>
  )
}
