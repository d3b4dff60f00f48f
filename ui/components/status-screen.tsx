import { Center, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { createContext, use, type ReactNode } from 'react'
import { Icon, type IconName } from './icons'

/** True inside a layout (the app frame, the sign-in card) that already has the page's `main` landmark. */
export const AppFrameContext = createContext(false)

interface StatusScreenProps {
  icon: IconName
  color?: string
  title: string
  description: ReactNode
  children?: ReactNode
}

/** The shared look of the system pages: no access, not paid, maintenance, upgrade, not found. */
export function StatusScreen({
  icon,
  color = 'brand',
  title,
  description,
  children,
}: StatusScreenProps) {
  const insideAppFrame = use(AppFrameContext)
  const content = (
    <Container size={520} py="xl">
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color={color}>
          <Icon name={icon} size={32} />
        </ThemeIcon>
        <Title order={1} fz="h2">
          {title}
        </Title>
        <Text c="dimmed" size="lg">
          {description}
        </Text>
        {children}
      </Stack>
    </Container>
  )
  return insideAppFrame ? (
    content
  ) : (
    <Center mih="100vh" component="main">
      {content}
    </Center>
  )
}
