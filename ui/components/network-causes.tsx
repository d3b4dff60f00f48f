import { Text, type TextProps } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/** One cause of a network state that is not online, with the devices (members) it concerns. */
export interface NetworkCause {
  cause: string
  count: number
}

/**
 * The sentences of the network dashboard's "Why this status", in the vendor's words (members for ZeroTier): what the
 * venues list, the venue header, the map's label and the customer's venues card say of a warning (issue 32).
 */
export function useNetworkCauses(
  warnings: readonly NetworkCause[] | undefined,
  deviceNoun: string | undefined
): string[] {
  const { t } = useTranslation('network')
  const context = deviceNoun === 'member' ? 'member' : undefined
  return (warnings ?? []).map((warning) =>
    t(`warnings.${warning.cause}`, { count: warning.count, context })
  )
}

/** The causes written out under a state (a tooltip is easy to miss and absent on print); nothing when there are none. */
export function NetworkCausesText({
  warnings,
  deviceNoun,
  ...props
}: TextProps & { warnings: readonly NetworkCause[] | undefined; deviceNoun: string | undefined }) {
  const causes = useNetworkCauses(warnings, deviceNoun)
  if (causes.length === 0) return null
  return (
    <Text size="xs" c="dimmed" data-network-causes-text {...props}>
      {causes.join(' ')}
    </Text>
  )
}
