import { Button, Group } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '@/components/icons'
import { SectionCard } from '@/components/section-card'
import { isApiError } from '@/lib/api/api-error'
import { errorMessage } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { downloadMyData } from '../api/download-my-data'

/** Download of the user's own data; a sensitive action that may ask for the password first. */
export function MyDataCard() {
  const { t } = useTranslation('profile')
  const [busy, setBusy] = useState(false)

  const download = async () => {
    setBusy(true)
    try {
      await downloadMyData()
      toast('success', t('myData.downloaded'))
    } catch (error) {
      if (!(isApiError(error) && error.handled)) toast('error', errorMessage(t, error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <SectionCard title={t('myData.title')} description={t('myData.description')}>
      <Group>
        <Button
          variant="light"
          leftSection={<Icon name="download" />}
          loading={busy}
          onClick={() => void download()}
        >
          {t('myData.download')}
        </Button>
      </Group>
    </SectionCard>
  )
}
