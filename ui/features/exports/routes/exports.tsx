import { Anchor, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import useSWR from 'swr'
import { paths } from '@/config/paths'
import { api } from '@/lib/api/api-client'
import type { ApiResponse } from '@airdeck/api-types'
import { useSession } from '@/lib/session/session-store'
import { useCustomerChoices } from '../api/start-export'
import { MailedExportCard } from '../components/mailed-export-card'

/** An export that is run on its own screen (it depends on that screen's filters or venue). */
function LinkedExport({ kind, to }: { kind: string; to: string }) {
  const { t } = useTranslation('system')
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-label={t(`exports.kinds.${kind}.title`)}
    >
      <Stack gap="xs">
        <Title order={2} fz="h4">
          {t(`exports.kinds.${kind}.title`)}
        </Title>
        <Text size="sm" c="dimmed">
          {t(`exports.kinds.${kind}.body`)}
        </Text>
        <Anchor component={Link} to={to} size="sm">
          {t('exports.open')}
        </Anchor>
      </Stack>
    </Paper>
  )
}

/** Every export the user may run, in one place (issue 26): mailed ones start here, the others open their screen. */
export default function ExportsPage() {
  const { t } = useTranslation('system')
  const user = useSession((session) => session.user)
  const { data: self } = useSWR('/users/me', () =>
    api.get<ApiResponse<'GET /rest/users/me'>>('/users/me')
  )
  const [search, setSearch] = useState('')
  const [customerId, setCustomerId] = useState<string | null>(null)
  const [chosenName, setChosenName] = useState<string | null>(null)
  const { data: customers } = useCustomerChoices(customerId ? '' : search)
  const installer = user.accountRole === 'installer'
  const email = self?.email ?? ''
  const options = (customers?.data ?? []).map((customer) => ({
    value: String(customer.id),
    label: customer.name,
  }))
  // Keep the chosen customer among the options when the list is searched again.
  if (customerId && chosenName && !options.some((option) => option.value === customerId))
    options.unshift({ value: customerId, label: chosenName })

  const cards = [
    user.isAdmin && (
      <MailedExportCard
        key={`customer-${email}`}
        kind="customer"
        ownEmail={email}
        customerId={customerId ? Number(customerId) : null}
      >
        <Select
          label={t('exports.customer')}
          searchable
          clearable
          data={options}
          value={customerId}
          searchValue={search}
          onSearchChange={setSearch}
          onChange={(value, option) => {
            setCustomerId(value)
            setChosenName(option?.label ?? null)
          }}
          nothingFoundMessage={t('exports.noCustomer')}
        />
      </MailedExportCard>
    ),
    (user.isAdmin || installer) && (
      <MailedExportCard key={`stock-${email}`} kind="stock" ownEmail={email} />
    ),
    (user.isAdmin || installer) && (
      <MailedExportCard key={`allocated-${email}`} kind="allocated" ownEmail={email} />
    ),
    (user.isAdmin || user.hasPortalPermissions) && (
      <LinkedExport key="guests" kind="guests" to={paths.portal.root} />
    ),
    user.isAdmin && <LinkedExport key="audit" kind="audit" to={paths.admin.auditLog} />,
    (user.isAdmin || user.isSalesHunter) && (
      <LinkedExport key="sales" kind="sales" to={paths.admin.sales} />
    ),
    (user.isAdmin || installer) && (
      <LinkedExport key="reports" kind="reports" to={paths.locations.installation} />
    ),
  ].filter(Boolean)

  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        {t('exports.title')}
      </Title>
      <Text c="dimmed">{t('exports.intro')}</Text>
      {cards.length === 0 ? (
        <Text>{t('exports.none')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>{cards}</SimpleGrid>
      )}
    </Stack>
  )
}
