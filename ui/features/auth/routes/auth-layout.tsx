import { Box, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { Outlet } from 'react-router'
import { useTranslation } from 'react-i18next'
import { BrandMark } from '@/components/brand-mark'
import { LanguageSwitch } from '@/components/language-switch'
import { AppFrameContext } from '@/components/status-screen'
import classes from './auth-layout.module.css'

/** The frame of the sign-in pages: a brand panel on wide screens, the form on the right. */
export default function AuthLayout() {
  const { t } = useTranslation('auth')
  return (
    <Box className={classes.page}>
      <Box className={classes.panel} visibleFrom="md" aria-hidden="true">
        <Stack gap="md" maw={420}>
          <Title order={2} c="white" fz={32} lh={1.2}>
            {t('layout.tagline')}
          </Title>
          <Text c="white" size="lg" opacity={0.9}>
            {t('layout.pitch')}
          </Text>
        </Stack>
      </Box>
      <Box component="main" className={classes.main}>
        <Group justify="space-between" w="100%" maw={440}>
          <BrandMark />
          <LanguageSwitch />
        </Group>
        <Paper w="100%" maw={440} p={{ base: 'lg', sm: 'xl' }} radius="lg" withBorder shadow="sm">
          <AppFrameContext value={true}>
            <Outlet />
          </AppFrameContext>
        </Paper>
        <Text size="xs" c="dimmed">
          © {new Date().getFullYear()} Airdeck
        </Text>
      </Box>
    </Box>
  )
}
