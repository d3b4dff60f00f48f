import { AppShell, Burger, Group } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import type { ReactNode } from 'react'
import { Outlet } from 'react-router'
import { useTranslation } from 'react-i18next'
import { LanguageSwitch } from '@/components/language-switch'
import { AppFrameContext } from '@/components/status-screen'
import { AppBreadcrumbs } from './app-breadcrumbs'
import { BrandMark } from '@/components/brand-mark'
import { SideNav } from './side-nav'
import { UserMenu } from './user-menu'
import { HelpMenu } from './help-menu'
import { ImpersonationBanner } from './impersonation-banner'

// Main spans the full width under the fixed navbar, which is only one viewport tall: on long pages the
// navbar's column is painted here too (its white and its border), so the sidebar runs to the bottom.
const MAIN_BACKGROUND = [
  'linear-gradient(to right',
  'var(--mantine-color-body) calc(var(--app-shell-navbar-offset, 0rem) - 1px)',
  'var(--app-shell-border-color) 0 var(--app-shell-navbar-offset, 0rem)',
  'var(--mantine-color-gray-0) 0)',
].join(', ')

/**
 * The signed-in frame: header with language switch, help menu and user menu, side navigation by role, breadcrumbs.
 * As a route layout it shows the matched child; `children` puts a page in the frame outside the route table.
 */
export default function AppLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation()
  const [navOpen, { toggle, close }] = useDisclosure(false)
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 250, breakpoint: 'sm', collapsed: { mobile: !navOpen } }}
      padding="lg"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={navOpen}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t(navOpen ? 'layout.closeNavigation' : 'layout.openNavigation')}
            />
            <BrandMark />
          </Group>
          <Group gap="xs" wrap="nowrap">
            <LanguageSwitch />
            <HelpMenu />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        <SideNav onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main style={{ background: MAIN_BACKGROUND }}>
        <ImpersonationBanner />
        <AppBreadcrumbs />
        <AppFrameContext value={true}>{children ?? <Outlet />}</AppFrameContext>
      </AppShell.Main>
    </AppShell>
  )
}
