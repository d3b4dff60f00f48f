import { Anchor, Group, Image, Text, ThemeIcon } from '@mantine/core'
import { Link } from 'react-router'
import { Icon } from '@/components/icons'
import { paths } from '@/config/paths'
import { useSession } from '@/lib/session/session-store'

/** The brand's icon and name (from GET /init/{brand}), or Airdeck's own; a branded customer's logo; links home. */
export function BrandMark() {
  const brand = useSession((session) => session.brand)
  const customerLogo = useSession((session) => session.user.branding?.logoUrl ?? null)
  if (customerLogo) {
    return (
      <Anchor component={Link} to={paths.home} underline="never" c="inherit">
        <Image src={customerLogo} alt={brand.name ?? 'Airdeck'} h={36} maw={180} fit="contain" />
      </Anchor>
    )
  }
  return (
    <Anchor component={Link} to={paths.home} underline="never" c="inherit">
      <Group gap="xs" wrap="nowrap">
        {brand.icon_path ? (
          <Image src={brand.icon_path} alt="" h={28} w={28} fit="contain" />
        ) : (
          <ThemeIcon size={30} radius="md" aria-hidden="true">
            <Icon name="portal" size={18} />
          </ThemeIcon>
        )}
        <Text fw={700} size="lg" component="span">
          {brand.name ?? 'Airdeck'}
        </Text>
      </Group>
    </Anchor>
  )
}
