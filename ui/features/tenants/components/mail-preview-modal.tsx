import { Alert, Modal, Skeleton, Stack, Text } from '@mantine/core'
import useSWR from 'swr'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/lib/i18n/error-message'
import { tenantMail } from '../api/tenant-writes'
import type { TenantMail, TenantView } from '../api/types'

/** The tenant's mail as it is sent: shown in a sandboxed frame (no scripts, no navigation of the app). */
export function MailPreviewModal({
  locationId,
  tenant,
  onClose,
}: {
  locationId: number
  tenant: TenantView
  onClose: () => void
}) {
  const { t } = useTranslation('tenants')
  const { data, error } = useSWR<TenantMail>(
    ['tenant-mail', locationId, tenant.id],
    () => tenantMail(locationId, tenant.id),
    { revalidateOnFocus: false }
  )
  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      title={t('mail.title', { name: tenant.name })}
      centered
      size="xl"
    >
      {error ? (
        <Alert color="red" role="alert">
          {errorMessage(t, error)}
        </Alert>
      ) : !data ? (
        <Skeleton height={400} role="status" aria-label={t('common:loading.label')} />
      ) : (
        <Stack gap="xs">
          <Text size="sm">
            <strong>{t('mail.to')}</strong> {data.to}
          </Text>
          <Text size="sm">
            <strong>{t('mail.subject')}</strong> {data.subject}
          </Text>
          <iframe
            title={t('mail.frame')}
            sandbox=""
            srcDoc={data.html}
            style={{
              width: '100%',
              height: 520,
              border: '1px solid var(--mantine-color-gray-3)',
              borderRadius: 8,
            }}
          />
        </Stack>
      )}
    </Modal>
  )
}
