import { describe, expect, it } from 'vitest'
import { changeLanguage, i18next } from '@/lib/i18n/i18n'
import { auditSentence, networkEventSentence, type AuditEntryFacts } from './history-sentences'

const t = i18next.t.bind(i18next)
const ada = { id: 1, email: 'admin@airdeck.example', name: 'Ada Admin' }
const entry = (
  action: string,
  new_values: Record<string, unknown> | null,
  old_values: Record<string, unknown> | null = null,
  actor: AuditEntryFacts['actor'] = ada
) => ({
  action,
  actor,
  new_values,
  old_values,
})

describe('history sentences', () => {
  it('a WiFi rename reads with both names, never the internal action or the list of changed keys', () => {
    const sentence = auditSentence(
      t,
      'en',
      entry(
        'network.update_wlan',
        { wlan: 'w1', name: 'Personeel Plus', changed: ['name'] },
        { name: 'Personeel' }
      )
    )
    expect(sentence).toEqual({
      text: 'Ada Admin renamed the WiFi network “Personeel” to “Personeel Plus”.',
      details: [],
    })
  })

  it('a device command names the device, not its id', () => {
    const sentence = auditSentence(
      t,
      'en',
      entry('network.reboot_device', { device: '60c9c7bb', device_name: 'AP terrace' })
    )
    expect(sentence.text).toBe('Ada Admin restarted the device “AP terrace”.')
  })

  it('a firmware upgrade names the version; the nightly one says it was automatic', () => {
    expect(
      auditSentence(
        t,
        'en',
        entry('network.upgrade_device', {
          device: 'a1',
          device_name: 'AP terrace',
          version: '7.0.92',
        })
      ).text
    ).toBe('Ada Admin installed firmware 7.0.92 on “AP terrace”.')
    const nightly = networkEventSentence(t, {
      type: 'command',
      deviceName: 'AP bar',
      data: { command: 'upgrade_device', by: null, automatic: true, version: '7.0.92' },
    })
    expect(nightly.text).toBe('Automatic updates installed firmware 7.0.92 on “AP bar”.')
  })

  it('field changes carry translated labels and values; secrets stay hidden', () => {
    expect(
      auditSentence(
        t,
        'en',
        entry('location.updated', { status: 'live' }, { status: 'ready_for_installation' })
      ).text
    ).toBe('Ada Admin changed Status from Ready for installation to Live.')
    const many = auditSentence(
      t,
      'en',
      entry(
        'location.updated',
        { city: 'Genk', pppoe_password: '[redacted]', failover: true },
        { city: null, pppoe_password: null, failover: false }
      )
    )
    expect(many).toEqual({
      text: 'Ada Admin changed 3 fields of the location:',
      details: [
        'City: (empty) → “Genk”',
        'PPPoE password: (empty) → (hidden)',
        'Failover: no → yes',
      ],
    })
  })

  it('changes without a person are the system’s; unknown actions still read as a sentence', () => {
    expect(
      auditSentence(
        t,
        'en',
        entry('location.network_bound', { controller_site_id: 'markt-main' }, null, null)
      ).text
    ).toBe('The system linked the location to the controller site “markt-main”.')
    expect(auditSentence(t, 'en', entry('location.teleported', {})).text).toBe(
      'Ada Admin made a change (location.teleported).'
    )
  })

  it('every other audit action reads as its own sentence, never its raw key, in each language', async () => {
    expect(auditSentence(t, 'en', entry('portal.published', {}, null, null)).text).toBe(
      'The system published the guest portal.'
    )
    await changeLanguage('nl')
    expect(auditSentence(t, 'nl', entry('portal.published', {}, null, null)).text).toBe(
      'Het systeem heeft het gastenportaal gepubliceerd.'
    )
    expect(auditSentence(t, 'nl', entry('network_member.authorized', {})).text).toBe(
      'Ada Admin heeft een ZeroTier-lid toegelaten.'
    )
  })

  it('network events: what sync saw and the commands sent, with the device name', () => {
    expect(
      networkEventSentence(t, {
        type: 'device_offline',
        deviceName: 'AP bar',
        data: { from: 'online', to: 'offline' },
      }).text
    ).toBe('“AP bar” went offline.')
    expect(
      networkEventSentence(t, {
        type: 'network_status',
        deviceName: null,
        data: { from: 'online', to: 'warning' },
      }).text
    ).toBe('The network state changed from Online to Warning.')
    const wlan = networkEventSentence(t, {
      type: 'command',
      deviceName: null,
      data: {
        command: 'update_wlan',
        by: 'Ada Admin',
        name: 'Guests',
        changed: ['passphrase', 'hidden'],
        hidden: true,
      },
    })
    expect(wlan).toEqual({
      text: 'Ada Admin changed the WiFi network “Guests”.',
      details: ['New password', 'Name hidden'],
    })
  })
})
