import { Alert, Divider, Skeleton } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/lib/i18n/error-message'
import { usePartnerSelf } from '../api/partner-self'
import { PartnerInfoForm } from '../components/partner-info-form'
import { PartnerLogo } from '../components/partner-logo'
import { PartnerFrame } from '@/components/partner-frame/partner-frame'

export default function PartnerInfoPage() {
  const { t } = useTranslation('partners')
  const { data: partner, error } = usePartnerSelf()
  return (
    <PartnerFrame>
      {error ? (
        <Alert color="red" role="alert">
          {errorMessage(t, error)}
        </Alert>
      ) : partner ? (
        <>
          <PartnerInfoForm key={partner.id} partner={partner} />
          <Divider />
          <PartnerLogo partner={partner} />
        </>
      ) : (
        <Skeleton height={240} aria-label={t('common:loading.label')} />
      )}
    </PartnerFrame>
  )
}
