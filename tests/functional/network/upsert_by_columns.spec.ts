import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { upsertByColumns } from '#core/network/services/upsert_by_columns'
import { CLIENTS, DEVICES } from '#core/network/services/write_snapshot_rows'
import { createTenant } from '#tests/helpers/fixtures'

/** What vendors put in names: every character an array literal has to quote. */
const AWKWARD = 'Café "De Markt", {terras} \\ kassa\'s NULL'

test.group('Network / snapshot rows written a column per array', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('awkward text, NULLs, booleans and times arrive as written; a second write updates the same rows', async ({
    assert,
  }) => {
    const { location } = await createTenant()
    const seen = new Date('2026-11-29T10:00:00.000Z')
    const row = (mac: string, extra: Record<string, unknown>) => ({
      location_id: location.id,
      mac,
      name: null,
      hostname: null,
      wired: false,
      online: true,
      vlan: null,
      fingerprint: 'f1',
      last_seen_at: seen,
      updated_at: seen,
      ...extra,
    })
    await db.transaction((trx) =>
      upsertByColumns(
        trx,
        CLIENTS,
        [
          row('aa:00:00:00:00:01', { name: AWKWARD, hostname: 'NULL', wired: true, vlan: 20 }),
          row('aa:00:00:00:00:02', { name: '', last_seen_at: null }),
        ],
        ['name', 'fingerprint']
      )
    )
    const stored = async () =>
      db
        .from('network_clients')
        .where('location_id', location.id)
        .orderBy('mac')
        .select(
          'id',
          'mac',
          'name',
          'hostname',
          'wired',
          'online',
          'vlan',
          'fingerprint',
          'last_seen_at'
        )
    const first = await stored()
    assert.lengthOf(first, 2)
    assert.equal(first[0].name, AWKWARD)
    assert.equal(first[0].hostname, 'NULL', 'the text NULL, not a NULL')
    assert.isTrue(first[0].wired)
    assert.equal(first[0].vlan, 20)
    assert.equal(new Date(first[0].last_seen_at).toISOString(), seen.toISOString())
    assert.equal(first[1].name, '')
    assert.isNull(first[1].hostname)
    assert.isNull(first[1].vlan)
    assert.isNull(first[1].last_seen_at)

    await db.transaction((trx) =>
      upsertByColumns(
        trx,
        CLIENTS,
        [row('aa:00:00:00:00:01', { name: 'Kassa', vlan: 30, fingerprint: 'f2' })],
        ['name', 'fingerprint']
      )
    )
    const second = await stored()
    assert.equal(second[0].id, first[0].id, 'updated in place')
    assert.equal(second[0].name, 'Kassa')
    assert.equal(second[0].fingerprint, 'f2')
    assert.equal(second[0].vlan, 20, 'a column left out of the update keeps its value')
    assert.equal(second[1].name, '', 'the other row untouched')
  })

  test('a NOT NULL column a row leaves out gets its default, as a plain insert would; an unlisted key throws', async ({
    assert,
  }) => {
    const { location } = await createTenant()
    const now = new Date()
    await db.transaction((trx) =>
      upsertByColumns(
        trx,
        CLIENTS,
        [{ location_id: location.id, mac: 'aa:00:00:00:00:03', fingerprint: 'f', updated_at: now }],
        ['fingerprint']
      )
    )
    const stored = await db.from('network_clients').where('location_id', location.id).firstOrFail()
    assert.isFalse(stored.wired)
    assert.isTrue(stored.online)

    await assert.rejects(
      () =>
        db.transaction((trx) =>
          upsertByColumns(
            trx,
            CLIENTS,
            [{ location_id: location.id, mac: 'aa:00:00:00:00:04', colour: 'blue' }],
            ['fingerprint']
          )
        ),
      /no column type for colour/
    )
  })

  test('JSON text reaches a jsonb column as the document it encodes', async ({ assert }) => {
    const { location } = await createTenant()
    const ports = [{ index: 1, name: 'Port "1", {uplink}', up: true, poe: null }]
    const now = new Date()
    await db.transaction((trx) =>
      upsertByColumns(
        trx,
        DEVICES,
        [
          {
            location_id: location.id,
            remote_id: 'dev-1',
            name: AWKWARD,
            kind: 'switch',
            state: 'online',
            ports: JSON.stringify(ports),
            fingerprint: 'f',
            updated_at: now,
          },
        ],
        ['ports']
      )
    )
    const device = await db.from('network_devices').where('location_id', location.id).firstOrFail()
    assert.deepEqual(device.ports, ports)
    assert.equal(device.name, AWKWARD)
  })
})
