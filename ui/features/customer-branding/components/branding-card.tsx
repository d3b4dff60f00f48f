import { Alert, Button, Group, Skeleton } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '@/components/section-card'
import { errorMessage } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { deleteBranding, useBranding } from '../api/branding'
import { BrandingForm } from './branding-form'

/** A customer's branding (spec §3): worn by its users' dashboard, the mails they get, its portals and status pages. */
export function BrandingCard({ customerId, canEdit }: { customerId: number; canEdit: boolean }) {
  const { t } = useTranslation('branding')
  const { data: branding, error, isLoading } = useBranding(customerId)
  const [removing, setRemoving] = useState(false)

  const remove = async () => {
    setRemoving(true)
    try {
      await deleteBranding(customerId)
      toast('success', t('removed'))
    } catch (failure) {
      toast('error', errorMessage(t, failure))
    } finally {
      setRemoving(false)
    }
  }

  return (
    <SectionCard title={t('title')} description={t('hint')}>
      {error && (
        <Alert color="red" role="alert">
          {errorMessage(t, error)}
        </Alert>
      )}
      {isLoading ? (
        <Skeleton height={240} aria-label={t('common:loading.label')} />
      ) : (
        !error && (
          <BrandingForm
            key={JSON.stringify(branding)}
            customerId={customerId}
            branding={branding ?? null}
            canEdit={canEdit}
          />
        )
      )}
      {canEdit && branding && (
        <Group>
          <Button variant="subtle" color="red" onClick={remove} loading={removing}>
            {t('remove')}
          </Button>
        </Group>
      )}
    </SectionCard>
  )
}
