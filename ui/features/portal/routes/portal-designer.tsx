import {
  Alert,
  Anchor,
  Badge,
  Button,
  Grid,
  Group,
  Skeleton,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { NotFoundScreen } from '@/components/feedback/not-found-screen'
import { SectionCard } from '@/components/section-card'
import { useDraftPublishing } from '@/components/use-draft-publishing'
import { locationHref, paths } from '@/config/paths'
import { isApiError } from '@/lib/api/api-error'
import { errorMessage } from '@/lib/i18n/error-message'
import { useCurrentLocationId } from '@/lib/session/use-current-location-id'
import { toast } from '@/lib/toast'
import {
  PORTAL_LANGUAGES,
  publishPortal,
  savePortalDraft,
  setPortalOffline,
  useKeepPortal,
  usePortal,
  type PortalDesigner,
  type PortalDraft,
  type PortalLanguage,
} from '../api/portal'
import { sameDraft } from '../components/draft'
import { PortalAccessSection } from '../components/portal-access-section'
import { PortalSocialLoginSection } from '../components/portal-social-login-section'
import { PortalDataSection } from '../components/portal-data-section'
import { PortalLookSection } from '../components/portal-look-section'
import { PortalPreview } from '../components/portal-preview'
import { PortalStateBadge, readableBadge } from '../components/portal-state-badge'
import { PortalTextsEditor } from '../components/portal-texts-editor'
import { ScheduleEditor } from '../components/schedule-editor'

/** /portal/design?location=ID: the guest portal designer (spec §2), the form beside a live preview, a draft until published. */
export default function PortalDesignerPage() {
  const { t } = useTranslation('portal')
  const id = useCurrentLocationId()
  const { data, error } = usePortal(id)

  if (id === null)
    return (
      <Text c="dimmed">
        {t('designer.noVenue')}{' '}
        <Anchor component={Link} to={paths.portal.root}>
          {t('designer.pickVenue')}
        </Anchor>
      </Text>
    )
  if (isApiError(error) && error.status === 404) return <NotFoundScreen />
  if (error)
    return (
      <Alert color="red" role="alert">
        {errorMessage(t, error)}
      </Alert>
    )
  if (!data) return <Skeleton height={480} radius="lg" aria-label={t('common:loading.label')} />
  return <Designer key={data.location_id} designer={data} />
}

function Designer({ designer }: { designer: PortalDesigner }) {
  const { t, i18n } = useTranslation('portal')
  const [draft, setDraft] = useState<PortalDraft>(designer.draft)
  const [language, setLanguage] = useState<PortalLanguage>(
    PORTAL_LANGUAGES.find((code) => code === i18n.language) ?? designer.draft.defaultLanguage
  )
  const keep = useKeepPortal()
  const locationId = designer.location_id
  const editable = designer.can_update
  const unsaved = !sameDraft(draft, designer.draft)
  const pending = unsaved || designer.unpublished_changes

  const { errors, busy, setBusy, run } = useDraftPublishing<PortalDesigner, 'offline'>({
    t,
    unsaved,
    saveDraft: () => savePortalDraft(locationId, draft),
    publish: () => publishPortal(locationId),
    store: keep,
    adoptDraft: (saved) => setDraft(saved.draft),
    source: 'portal',
  })

  const switchOffline = async (offline: boolean) => {
    setBusy('offline')
    try {
      await keep(await setPortalOffline(locationId, offline))
      toast('success', t(offline ? 'offline.on' : 'offline.off'), { source: 'portal' })
    } catch (failure) {
      toast('error', errorMessage(t, failure), { source: 'portal' })
    } finally {
      setBusy(null)
    }
  }
  const imagesVersion = `${designer.images.logo}|${designer.images.background}`

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={1} fz="h2">
            {t('designer.title')}
          </Title>
          <Anchor
            component={Link}
            to={locationHref(locationId, paths.locations.portal)}
            style={{ overflowWrap: 'anywhere' }}
          >
            {designer.location_name}
          </Anchor>
          <Group gap="xs">
            <PortalStateBadge state={designer.state} />
            {pending ? (
              <Badge color="yellow" {...readableBadge}>
                {t('badge.unpublished')}
              </Badge>
            ) : (
              <Badge color="teal" {...readableBadge}>
                {t('badge.published')}
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
        {editable && (
          <Group>
            <Switch
              label={t('offline.label')}
              checked={designer.offline}
              onChange={(event) => switchOffline(event.currentTarget.checked)}
              disabled={busy !== null}
            />
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
          </Group>
        )}
      </Group>
      {!editable && <Alert color="gray">{t('readOnly')}</Alert>}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <Stack gap="lg">
            <SectionCard title={t('sections.texts')}>
              <PortalTextsEditor
                draft={draft}
                onChange={setDraft}
                language={language}
                onLanguageChange={setLanguage}
                errors={errors}
                disabled={!editable}
              />
            </SectionCard>
            <SectionCard title={t('sections.look')}>
              <PortalLookSection
                designer={designer}
                draft={draft}
                onChange={setDraft}
                errors={errors}
                disabled={!editable}
              />
            </SectionCard>
            <SectionCard title={t('sections.access')}>
              <PortalAccessSection
                designer={designer}
                draft={draft}
                onChange={setDraft}
                errors={errors}
                disabled={!editable}
              />
            </SectionCard>
            <SectionCard title={t('social:portalTitle')}>
              <PortalSocialLoginSection
                designer={designer}
                draft={draft}
                onChange={setDraft}
                disabled={!editable}
              />
            </SectionCard>
            <SectionCard title={t('sections.data')}>
              <PortalDataSection
                draft={draft}
                onChange={setDraft}
                errors={errors}
                disabled={!editable}
              />
            </SectionCard>
            <SectionCard title={t('sections.schedule')} description={t('schedule.description')}>
              <ScheduleEditor designer={designer} disabled={!editable} />
            </SectionCard>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <section aria-label={t('preview.title')} style={{ position: 'sticky', top: 16 }}>
            <PortalPreview
              locationId={locationId}
              draft={draft}
              language={language}
              version={imagesVersion}
            />
          </section>
        </Grid.Col>
      </Grid>
    </Stack>
  )
}
