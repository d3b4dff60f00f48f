import { Alert, FileButton, Group, Image, Stack, Text, Button } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '@/components/section-card'
import { errorMessage } from '@/lib/i18n/error-message'
import { isApiError } from '@/lib/api/api-error'
import { toast } from '@/lib/toast'
import { LOGO_MAX_BYTES, LOGO_TYPES, uploadCustomerLogo } from '../api/upload-logo'
import type { Customer } from '../api/types'

/** The customer's logo: PNG, JPEG or WebP up to 5 MB. */
export function CustomerLogoCard({ customer, canEdit }: { customer: Customer; canEdit: boolean }) {
  const { t } = useTranslation('customers')
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const upload = async (file: File | null) => {
    if (!file) return
    if (file.size > LOGO_MAX_BYTES) return setProblem(t('logo.tooLarge'))
    if (!LOGO_TYPES.includes(file.type)) return setProblem(t('logo.wrongType'))
    setProblem(null)
    setBusy(true)
    try {
      await uploadCustomerLogo(customer.id, file)
      toast('success', t('common:toasts.saved'))
    } catch (error) {
      setProblem(
        isApiError(error) && error.fieldErrors[0]
          ? error.fieldErrors[0].message
          : errorMessage(t, error)
      )
    } finally {
      setBusy(false)
    }
  }

  return (
    <SectionCard title={t('logo.title')} description={t('logo.hint')}>
      <Stack gap="sm">
        {customer.logo_url ? (
          <Image
            src={customer.logo_url}
            alt={t('logo.alt', { name: customer.name })}
            maw={200}
            fit="contain"
          />
        ) : (
          <Text c="dimmed">{t('logo.none')}</Text>
        )}
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        {canEdit && (
          <Group>
            <FileButton onChange={upload} accept={LOGO_TYPES.join(',')}>
              {(props) => (
                <Button variant="light" loading={busy} {...props}>
                  {t('logo.upload')}
                </Button>
              )}
            </FileButton>
          </Group>
        )}
      </Stack>
    </SectionCard>
  )
}
