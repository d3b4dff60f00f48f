import {
  Alert,
  Anchor,
  Badge,
  Button,
  Grid,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useParams } from 'react-router'
import { NotFoundScreen } from '@/components/feedback/not-found-screen'
import { LocationTabs } from '@/components/location-tabs/location-tabs'
import { useDraftPublishing } from '@/components/use-draft-publishing'
import { isApiError } from '@/lib/api/api-error'
import { errorMessage } from '@/lib/i18n/error-message'
import {
  PAGE_LANGUAGES,
  publishStatusPage,
  saveStatusPageDraft,
  useStatusPage,
  type PageLanguage,
  type StatusPageDesigner,
  type StatusPageDraft,
  type StatusSubjectType,
} from '../api/status-page'
import { sameDraft } from '../components/draft'
import { StatusPageForm } from '../components/status-page-form'
import { StatusPagePreview } from '../components/status-page-preview'

/** /locations/{id}/status, /customer/{id}/status and /group/{id}/status name the owner in the path. */
function ownerOf(pathname: string): StatusSubjectType {
  if (pathname.startsWith('/locations/')) return 'location'
  return pathname.startsWith('/group/') ? 'group' : 'customer'
}

/** The status page designer (spec §2): the form beside a live preview, a draft until published. */
export default function StatusPageDesignerPage() {
  const { t } = useTranslation('statusPage')
  const type = ownerOf(useLocation().pathname)
  const raw = Number(useParams().id)
  const id = Number.isInteger(raw) && raw > 0 ? raw : null
  const { data, error, mutate } = useStatusPage(type, id)

  if (id === null || (isApiError(error) && error.status === 404)) return <NotFoundScreen />
  return (
    <Stack gap="lg">
      {type === 'location' && <LocationTabs locationId={id} />}
      {error ? (
        <Alert color="red" role="alert">
          {errorMessage(t, error)}
        </Alert>
      ) : data ? (
        <Designer
          key={`${type}-${id}`}
          designer={data}
          onChanged={(designer) => mutate(designer, { revalidate: false })}
        />
      ) : (
        <Skeleton height={480} radius="lg" aria-label={t('common:loading.label')} />
      )}
    </Stack>
  )
}

function Designer({
  designer,
  onChanged,
}: {
  designer: StatusPageDesigner
  onChanged: (designer: StatusPageDesigner) => void
}) {
  const { t, i18n } = useTranslation('statusPage')
  const initialLanguage = PAGE_LANGUAGES.find((code) => code === i18n.language) ?? 'en'
  const [draft, setDraft] = useState<StatusPageDraft>(designer.draft)
  const [language, setLanguage] = useState<PageLanguage>(initialLanguage)
  const { type, id } = designer
  const unsaved = !sameDraft(draft, designer.draft)
  const pending = unsaved || designer.unpublished_changes

  const { errors, busy, run } = useDraftPublishing<StatusPageDesigner>({
    t,
    unsaved,
    saveDraft: () => saveStatusPageDraft(type, id, draft),
    publish: () => publishStatusPage(type, id),
    store: onChanged,
    adoptDraft: (saved) => setDraft(saved.draft),
    source: 'status-page',
  })

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={1} fz="h2">
            {t('title')}
          </Title>
          <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {designer.name}
          </Text>
          <Group gap="xs">
            {pending ? (
              <Badge color="yellow">{t('badge.unpublished')}</Badge>
            ) : (
              <Badge color={designer.published ? 'teal' : 'gray'}>
                {t(designer.published ? 'badge.published' : 'badge.standard')}
              </Badge>
            )}
            {designer.published_at && (
              <Text size="sm" c="dimmed">
                {t('publishedBy', {
                  when: new Date(designer.published_at).toLocaleString(i18n.language),
                  who: designer.published_by ?? '—',
                })}
              </Text>
            )}
          </Group>
        </Stack>
        <Group>
          <Anchor href={designer.public_url} target="_blank" rel="noopener noreferrer">
            {t('openPublic')}
          </Anchor>
          {designer.can_update && (
            <>
              <Button
                variant="default"
                onClick={() => run('save')}
                loading={busy === 'save'}
                disabled={busy !== null || !unsaved}
              >
                {t('actions.save')}
              </Button>
              <Button
                onClick={() => run('publish')}
                loading={busy === 'publish'}
                disabled={busy !== null || !pending}
              >
                {t('actions.publish')}
              </Button>
            </>
          )}
        </Group>
      </Group>
      {!designer.can_update && <Alert color="gray">{t('readOnly')}</Alert>}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <StatusPageForm
            designer={designer}
            draft={draft}
            onChange={setDraft}
            language={language}
            onLanguageChange={setLanguage}
            errors={errors}
            disabled={!designer.can_update}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <section aria-label={t('preview.title')}>
            <StatusPagePreview type={type} id={id} draft={draft} language={language} />
          </section>
        </Grid.Col>
      </Grid>
    </Stack>
  )
}
