import { Center, Loader, Stack, Text } from '@mantine/core'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SLOW_LOADING_AFTER_MS } from '@/config/constants'

/** True once `active` has lasted longer than the slow-loading threshold (spec §8). */
export function useSlowLoading(active = true): boolean {
  const [slow, setSlow] = useState(false)
  useEffect(() => {
    setSlow(false)
    if (!active) return
    const timer = setTimeout(() => setSlow(true), SLOW_LOADING_AFTER_MS)
    return () => clearTimeout(timer)
  }, [active])
  return slow
}

export function PageLoader({ minHeight = '40vh' }: { minHeight?: string }) {
  const { t } = useTranslation()
  const slow = useSlowLoading()
  return (
    <Center mih={minHeight} role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader aria-label={t('loading.label')} />
        {slow && <Text c="dimmed">{t('loading.slow')}</Text>}
      </Stack>
    </Center>
  )
}
