import { Stack } from '@mantine/core'
import { AllowedMacsSection } from './allowed-macs-section'
import { VouchersSection, type GuestAccessProps } from './vouchers-section'

/** What the location's portal tab shows below the portal itself: vouchers and the allow-list. */
export function GuestAccessSections(props: GuestAccessProps) {
  return (
    <Stack gap="lg">
      <VouchersSection {...props} />
      <AllowedMacsSection {...props} />
    </Stack>
  )
}
