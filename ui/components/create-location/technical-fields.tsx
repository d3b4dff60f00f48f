import {
  Accordion,
  Checkbox,
  NativeSelect,
  NumberInput,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { useTranslation } from 'react-i18next'
import { CONNECTION_TYPES } from './location-model'

type Values = Record<string, string | number | boolean | null>

/** What whoever manages the technical side sets, by topic; the form opens with every group closed. */
export const TECHNICAL_GROUPS = {
  subscription: ['plan', 'subscription_id', 'subscription_item_id', 'subscribed', 'caas', 'demo'],
  line: [
    'connection_type',
    'sim_number',
    'pppoe_username',
    'pppoe_password',
    'download_speed',
    'upload_speed',
    'failover',
    'failover_download_speed',
    'failover_upload_speed',
  ],
  wifi: [
    'ppsk_profile_id',
    'ppsk_ssid',
    'fixed_vlan_id',
    'default_tenant_vlan',
    'tenant_management',
  ],
  hardware: ['amount_gateways', 'amount_aps', 'amount_switches', 'diy_installation', 'ubiquiti_os'],
} as const
export type TechnicalGroup = keyof typeof TECHNICAL_GROUPS

export const TECH_TEXT = [
  'subscription_id',
  'subscription_item_id',
  'sim_number',
  'pppoe_username',
  'ppsk_profile_id',
  'ppsk_ssid',
] as const
export const TECH_NUMBERS = [
  'plan',
  'fixed_vlan_id',
  'default_tenant_vlan',
  'download_speed',
  'upload_speed',
  'failover_download_speed',
  'failover_upload_speed',
  'amount_gateways',
  'amount_aps',
  'amount_switches',
] as const
export const FLAGS = [
  'subscribed',
  'caas',
  'demo',
  'diy_installation',
  'ubiquiti_os',
  'failover',
  'tenant_management',
] as const

/** The groups holding a field with an error, to open them before pointing at the error. */
export function groupsWithErrors(errors: Record<string, unknown>): TechnicalGroup[] {
  return (Object.keys(TECHNICAL_GROUPS) as TechnicalGroup[]).filter((group) =>
    TECHNICAL_GROUPS[group].some((field) => errors[field])
  )
}

interface TechnicalFieldsProps {
  form: UseFormReturnType<Values>
  opened: string[]
  onOpenedChange: (groups: string[]) => void
  pppoePasswordSet?: boolean
}

export function TechnicalFields({
  form,
  opened,
  onOpenedChange,
  pppoePasswordSet,
}: TechnicalFieldsProps) {
  const { t } = useTranslation('locations')
  const field = (name: string) => {
    const label = t(`fields.${name}`)
    if ((FLAGS as readonly string[]).includes(name))
      return (
        <Checkbox
          key={name}
          label={label}
          mt="md"
          {...form.getInputProps(name, { type: 'checkbox' })}
        />
      )
    if ((TECH_NUMBERS as readonly string[]).includes(name))
      return (
        <NumberInput
          key={name}
          label={label}
          {...form.getInputProps(name)}
          value={form.values[name] as number | string}
        />
      )
    if (name === 'pppoe_password')
      return (
        <PasswordInput
          key={name}
          label={label}
          placeholder={pppoePasswordSet ? t('fields.secretSet') : ''}
          autoComplete="new-password"
          {...form.getInputProps(name)}
          value={String(form.values[name] ?? '')}
        />
      )
    if (name === 'connection_type')
      return (
        <NativeSelect
          key={name}
          label={label}
          data={CONNECTION_TYPES.map((type) => ({ value: type, label: t(`connection.${type}`) }))}
          {...form.getInputProps(name)}
          value={String(form.values[name])}
        />
      )
    return (
      <TextInput
        key={name}
        label={label}
        {...form.getInputProps(name)}
        value={String(form.values[name] ?? '')}
      />
    )
  }
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {t('sections.technical.title')}
      </Text>
      <Accordion
        multiple
        variant="contained"
        order={3}
        keepMounted={false}
        value={opened}
        onChange={onOpenedChange}
      >
        {(Object.keys(TECHNICAL_GROUPS) as TechnicalGroup[]).map((group) => (
          <Accordion.Item key={group} value={group}>
            <Accordion.Control>{t(`sections.technical.${group}`)}</Accordion.Control>
            <Accordion.Panel>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {TECHNICAL_GROUPS[group].map(field)}
              </SimpleGrid>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  )
}
