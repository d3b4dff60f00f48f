import type { TFunction } from 'i18next'
import { i18next } from '@/lib/i18n/i18n'

/** One history event as it reads: a sentence in the user's language, and a line per detail under it. */
export interface Sentence {
  text: string
  details: string[]
}

/** An entry of GET /locations/{id}/log. */
export interface AuditEntryFacts {
  action: string
  actor: { id: number | null; email: string | null; name?: string | null } | null
  old_values: Record<string, unknown> | null
  new_values: Record<string, unknown> | null
}

/** An entry of GET /locations/{id}/network/history. */
export interface NetworkEventFacts {
  type: string
  deviceName: string | null
  data: Record<string, unknown>
}

interface CommandFacts {
  command: string
  actor: string
  device: string | null
  data: Record<string, unknown>
  before: Record<string, unknown> | null
}

/** Location fields whose values are one of a fixed list, shown by their translated label. */
const ENUM_LABELS: Record<string, string> = {
  status: 'locations:status',
  network_status: 'locations:network',
  type: 'locations:types',
  connection_type: 'locations:connection',
}
const DATE_FIELDS = new Set(['snoozed_until', 'archived_at'])
/** Values a sentence never spells out (a whole record, the opening hours). */
const SUMMARISED_FIELDS = new Set(['snapshot', 'opening_hours'])
const MAX_QUOTE = 140

const text = (value: unknown) =>
  typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value)
const shorten = (value: string) =>
  value.length > MAX_QUOTE ? `${value.slice(0, MAX_QUOTE - 1)}…` : value

/** The first of `keys` that has a translation, else `fallback` (raw data from an older or newer server). */
function translated(t: TFunction, keys: string[], fallback: string) {
  const key = keys.find((candidate) => i18next.exists(candidate))
  return key ? t(key) : fallback
}

const fieldLabel = (t: TFunction, field: string) =>
  translated(t, [`locations:fields.${field}`, `history:fields.${field}`], field)

/** A location field's value as a person reads it: translated, localised, quoted when it is free text. */
function fieldValue(t: TFunction, language: string, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return t('history:values.empty')
  if (value === '[redacted]') return t('history:values.hidden')
  if (typeof value === 'boolean') return t(value ? 'history:values.yes' : 'history:values.no')
  const enumLabels = ENUM_LABELS[field]
  if (enumLabels) return translated(t, [`${enumLabels}.${String(value)}`], String(value))
  if (typeof value === 'number') return value.toLocaleString(language)
  if (DATE_FIELDS.has(field) && !Number.isNaN(Date.parse(String(value))))
    return new Date(String(value)).toLocaleDateString(language)
  if (typeof value === 'object') return t('history:values.hidden')
  return t('history:values.quoted', { value: shorten(String(value)) })
}

function actorOf(t: TFunction, actor: AuditEntryFacts['actor']) {
  return actor?.name || actor?.email || t('history:system')
}

function changedFields(entry: AuditEntryFacts) {
  const fields = new Set([
    ...Object.keys(entry.old_values ?? {}),
    ...Object.keys(entry.new_values ?? {}),
  ])
  return [...fields].filter((field) => !SUMMARISED_FIELDS.has(field))
}

function locationUpdated(
  t: TFunction,
  language: string,
  actor: string,
  entry: AuditEntryFacts
): Sentence {
  const changes = changedFields(entry).map((field) => ({
    field: fieldLabel(t, field),
    from: fieldValue(t, language, field, entry.old_values?.[field]),
    to: fieldValue(t, language, field, entry.new_values?.[field]),
  }))
  if (changes.length === 1)
    return { text: t('history:location.changedOne', { actor, ...changes[0] }), details: [] }
  return {
    text: t('history:location.changedMany', { actor, count: changes.length }),
    details: changes.map((change) => t('history:location.change', change)),
  }
}

/** An audit action as a sentence (`audit:actions.<action>`), or null for an action this web app does not know yet. */
export function auditActionSentence(t: TFunction, action: string, actor: string): string | null {
  const key = `audit:actions.${action}`
  return i18next.exists(key) ? t(key, { actor }) : null
}

/** The sentence of one entry of a location's audit trail. */
export function auditSentence(t: TFunction, language: string, entry: AuditEntryFacts): Sentence {
  const actor = actorOf(t, entry.actor)
  const before = entry.old_values ?? {}
  const after = entry.new_values ?? {}
  const sentence = (key: string, values: Record<string, unknown> = {}): Sentence => ({
    text: t(key, { actor, ...values }),
    details: [],
  })

  if (entry.action.startsWith('network.')) {
    const device = text(after.device_name) || null
    return commandSentence(t, {
      command: entry.action.slice('network.'.length),
      actor,
      device,
      data: after,
      before: entry.old_values,
    })
  }
  switch (entry.action) {
    case 'location.created':
      return sentence('history:location.created', { name: text(after.name) })
    case 'location.updated':
      return locationUpdated(t, language, actor, entry)
    case 'location.archived':
      return after.reason
        ? sentence('history:location.archivedReason', { reason: shorten(text(after.reason)) })
        : sentence('history:location.archived')
    case 'location.restored':
      return sentence('history:location.restored', {
        status: fieldValue(t, language, 'status', after.status),
      })
    case 'location.comment_added':
      return sentence('history:location.commentAdded', { body: shorten(text(after.body)) })
    case 'location.comment_deleted':
      return sentence('history:location.commentDeleted', { body: shorten(text(before.body)) })
    case 'location.opening_hours_updated':
      return sentence('history:location.openingHours')
    case 'location.customer_changed':
      return sentence('history:location.customerChanged')
    case 'location.network_bound':
      return sentence('history:location.networkBound', { site: text(after.controller_site_id) })
    case 'location.network_unbound':
      return sentence('history:location.networkUnbound')
    case 'location.config_applied':
      return sentence('history:location.configApplied', { name: text(after.config_file_name) })
    case 'location.config_removed':
      return sentence('history:location.configRemoved', { name: text(before.config_file_name) })
    case 'location.logo_updated':
      return sentence('history:location.logo')
    default: {
      const known = auditActionSentence(t, entry.action, actor)
      return known
        ? { text: known, details: [] }
        : sentence('history:location.other', { action: entry.action })
    }
  }
}

function wlanDetails(t: TFunction, data: Record<string, unknown>): string[] {
  const changed = Array.isArray(data.changed) ? (data.changed as string[]) : []
  return changed.flatMap((key) => {
    if (key === 'passphrase') return [t('history:wlan.passphrase')]
    if (!['enabled', 'hidden', 'guest'].includes(key) || typeof data[key] !== 'boolean') return []
    return [t(`history:wlan.${key}${data[key] ? 'On' : 'Off'}`)]
  })
}

/** A command someone sent to the venue's network, from the audit trail or from the network events. */
function commandSentence(
  t: TFunction,
  { command, actor, device, data, before }: CommandFacts
): Sentence {
  const values = {
    actor,
    device: device ?? t('history:unknownDevice'),
    client: text(data.client_name) || text(data.mac),
    port: text(data.port),
  }
  const sentence = (
    key: string,
    extra: Record<string, unknown> = {},
    details: string[] = []
  ): Sentence => ({ text: t(key, { ...values, ...extra }), details })
  switch (command) {
    case 'rename_device':
      return sentence('history:command.renameDevice', {
        from: text(data.from) || values.device,
        to: text(data.to),
      })
    case 'reboot_device':
      return sentence('history:command.rebootDevice')
    case 'upgrade_device':
      return sentence(
        data.automatic ? 'history:command.upgradeDeviceAutomatic' : 'history:command.upgradeDevice',
        { version: text(data.version) }
      )
    case 'power_cycle_port':
      return sentence('history:command.powerCyclePort')
    case 'configure_port':
      return sentence('history:command.configurePort')
    case 'reboot_network':
      return sentence('history:command.rebootNetwork')
    case 'rename_client':
      return data.alias
        ? sentence('history:command.renameClient', { alias: text(data.alias) })
        : sentence('history:command.clearClientName')
    case 'reserve_ip':
      return sentence('history:command.reserveIp', { ip: text(data.ip) })
    case 'release_ip':
      return sentence('history:command.releaseIp')
    case 'update_wlan': {
      const from = text(before?.name)
      const to = text(data.name)
      const renamed = from !== '' && from !== to
      return sentence(
        renamed ? 'history:command.renameWlan' : 'history:command.updateWlan',
        { from, to, name: to },
        wlanDetails(t, data)
      )
    }
    case 'add_ppsk_key':
      return sentence('history:command.addPpskKey', {
        key: text(data.key_name) || '—',
        vlan: text(data.vlan),
        name: text(data.wlan_name),
      })
    case 'remove_ppsk_key':
      return sentence('history:command.removePpskKey', {
        key: text(data.key_name) || '—',
        name: text(data.wlan_name),
      })
    default:
      return sentence('history:command.other', { command })
  }
}

/** The sentence of one network event: what sync saw change, or a command sent to the network. */
export function networkEventSentence(t: TFunction, event: NetworkEventFacts): Sentence {
  const device = event.deviceName ?? t('history:unknownDevice')
  const networkState = (value: unknown) =>
    translated(t, [`locations:network.${text(value)}`], text(value))
  switch (event.type) {
    case 'device_offline':
      return { text: t('history:sync.deviceOffline', { device }), details: [] }
    case 'device_online':
      return { text: t('history:sync.deviceOnline', { device }), details: [] }
    case 'network_status':
      return {
        text: t('history:sync.networkStatus', {
          from: networkState(event.data.from),
          to: networkState(event.data.to),
        }),
        details: [],
      }
    case 'client_count':
      return {
        text: t('history:sync.clientCount', { count: Number(event.data.clients ?? 0) }),
        details: [],
      }
    default: {
      const before =
        event.data.before && typeof event.data.before === 'object'
          ? (event.data.before as Record<string, unknown>)
          : null
      const actor = text(event.data.by) || t('history:system')
      return commandSentence(t, {
        command: text(event.data.command),
        actor,
        device: event.deviceName,
        data: event.data,
        before,
      })
    }
  }
}
