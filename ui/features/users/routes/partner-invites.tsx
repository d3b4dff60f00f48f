import { Button, Group, Modal } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PartnerFrame } from '@/components/partner-frame/partner-frame'
import { useSession } from '@/lib/session/session-store'
import { InviteWizard } from '../components/invite-wizard'
import { InvitesTable } from '../components/invites-table'

/** /partner/invites: the users feature's invitations in partner mode (objects optional, into the caller's partner). */
export default function PartnerInvitesPage() {
  const { t } = useTranslation('partners')
  const partnerId = useSession((s) => s.user.defaultPartnerId)
  const [inviting, setInviting] = useState(false)
  return (
    <PartnerFrame>
      <Group justify="flex-end">
        <Button onClick={() => setInviting(true)}>{t('invites.invite')}</Button>
      </Group>
      {partnerId && <InvitesTable source={`/partners/${partnerId}/invites`} />}
      <Modal
        opened={inviting}
        onClose={() => setInviting(false)}
        size="xl"
        title={t('invites.invite')}
      >
        {partnerId && <InviteWizard partnerId={partnerId} onDone={() => setInviting(false)} />}
      </Modal>
    </PartnerFrame>
  )
}
