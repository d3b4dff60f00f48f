import { test } from '@japa/runner'
import { escapeHtml, html, safeHref, trustedHtml } from '#core/public_pages/html'
import { overallState, venueState, type VenueSnapshot } from '#core/status_pages/headline_state'
import { supportHoursOfPlan, supportOpenAt } from '#core/status_pages/support_hours'
import { contactHref, contactValueProblem } from '#core/status_pages/contact_buttons'
import { defaultConfig, readConfig, sameConfig } from '#core/status_pages/status_page_config'
import { codeFromInput } from '#core/status_pages/views/status_code_page'

const venue = (extra: Partial<VenueSnapshot>): VenueSnapshot => ({
  status: 'live',
  networkStatus: 'online',
  bound: true,
  controllerStatus: 'connected',
  devices: [],
  ...extra,
})
const at = (iso: string) => new Date(iso)

test.group('Status page / rules', () => {
  test("a venue's headline: lifecycle first, then the controller, then the devices", ({
    assert,
  }) => {
    const online = { state: 'online', changedAt: at('2026-03-10T10:00:00Z') }
    assert.equal(
      venueState(venue({ status: 'ready_for_configuration', devices: [online] })),
      'ready_for_installation'
    )
    assert.equal(venueState(venue({ bound: false })), 'no_hardware')
    assert.equal(venueState(venue({ devices: [] })), 'no_hardware')
    assert.equal(
      venueState(venue({ controllerStatus: 'unavailable', devices: [online] })),
      'degraded'
    )
    assert.equal(venueState(venue({ controllerStatus: null, devices: [online] })), 'degraded')
    assert.equal(venueState(venue({ devices: [online, online] })), 'all_running')
    assert.equal(
      venueState(venue({ networkStatus: 'failover', devices: [online] })),
      'failover_active'
    )
    const offline = (iso: string) => ({ state: 'offline', changedAt: at(iso) })
    assert.equal(
      venueState(venue({ devices: [online, offline('2026-03-10T10:00:00Z')] })),
      'degraded'
    )
    assert.equal(
      venueState(
        venue({ devices: [offline('2026-03-10T10:00:00Z'), offline('2026-03-10T10:02:59Z')] })
      ),
      'power_outage'
    )
    assert.equal(
      venueState(
        venue({ devices: [offline('2026-03-10T10:00:00Z'), offline('2026-03-10T10:03:01Z')] })
      ),
      'all_down'
    )
    assert.equal(
      venueState(venue({ devices: [offline('2026-03-10T10:00:00Z')] })),
      'all_down',
      'one device cannot tell a power cut'
    )
    assert.equal(
      venueState(
        venue({
          devices: [
            offline('2026-03-10T10:00:00Z'),
            { state: 'rebooting', changedAt: at('2026-03-10T10:00:00Z') },
          ],
        })
      ),
      'all_down'
    )
  })

  test("a customer's headline over its venues", ({ assert }) => {
    assert.equal(overallState([]), 'no_hardware')
    assert.equal(overallState(['no_hardware', 'ready_for_installation']), 'ready_for_installation')
    assert.equal(overallState(['all_running', 'no_hardware']), 'all_running')
    assert.equal(overallState(['power_outage', 'power_outage']), 'power_outage')
    assert.equal(overallState(['power_outage', 'all_down']), 'all_down')
    assert.equal(overallState(['all_running', 'failover_active']), 'failover_active')
    assert.equal(overallState(['all_running', 'all_down']), 'degraded')
  })

  test("support hours by plan, open on weekdays in the venue's time zone", ({ assert }) => {
    assert.deepEqual([0, 1, 2, 3, 10].map(supportHoursOfPlan), [
      'office',
      'office',
      'extended',
      'always',
      'always',
    ])
    // Tuesday 10 March 2026, 08:30 in Brussels (UTC+1).
    assert.isFalse(supportOpenAt('office', 'Europe/Brussels', at('2026-03-10T07:30:00Z')))
    assert.isTrue(supportOpenAt('extended', 'Europe/Brussels', at('2026-03-10T07:30:00Z')))
    assert.isFalse(
      supportOpenAt('extended', 'Europe/Brussels', at('2026-03-14T10:00:00Z')),
      'Saturday'
    )
    assert.isTrue(supportOpenAt('always', 'Europe/Brussels', at('2026-03-14T03:00:00Z')))
    assert.isTrue(
      supportOpenAt('office', 'Not/AZone', at('2026-03-10T12:00:00Z')),
      'an unknown zone reads as Brussels'
    )
  })

  test('contact buttons: values per kind and where they lead', ({ assert }) => {
    assert.isNull(contactValueProblem('call', '011 22 33 44'))
    assert.equal(contactValueProblem('whatsapp', '011 22 33 44'), 'phone')
    assert.isNull(contactValueProblem('whatsapp', '0032 470 12 34 56'))
    assert.equal(contactValueProblem('mail', 'a@b'), 'email')
    assert.equal(contactValueProblem('ticket', 'javascript:alert(1)'), 'url')
    assert.equal(contactValueProblem('ticket', 'ftp://files.example.com'), 'url')
    assert.equal(contactHref({ kind: 'call', value: '0032 (0)11 22.33.44' }), 'tel:+32011223344')
    assert.equal(
      contactHref({ kind: 'whatsapp', value: '+32 470 12 34 56' }),
      'https://wa.me/32470123456'
    )
    assert.isNull(safeHref('javascript:alert(1)'))
  })

  test('html escapes every value; only SafeHtml passes as markup', ({ assert }) => {
    const name = '<img src=x onerror="alert(1)">'
    assert.equal(
      html`<p title="${name}">${name}</p>`.value,
      '<p title="&lt;img src=x onerror=&quot;alert(1)&quot;&gt;">&lt;img src=x onerror=&quot;alert(1)&quot;&gt;</p>'
    )
    assert.equal(
      html`<ul>${['a&b', html`<li>${"'"}</li>`]}</ul>`.value,
      '<ul>a&amp;b<li>&#39;</li></ul>'
    )
    assert.equal(html`${null}${undefined}${false}${0}`.value, '0')
    assert.equal(html`${trustedHtml('<svg></svg>')}`.value, '<svg></svg>')
    assert.equal(escapeHtml(`"'<>&`), '&quot;&#39;&lt;&gt;&amp;')
  })

  test('configs read into one canonical shape; codes are found in what people type', ({
    assert,
  }) => {
    const read = readConfig({
      headlines: { en: { all_running: '  ', degraded: ' Slow ' }, xx: { all_running: 'no' } },
      hidden_device_group_ids: [3, 1, 3, -2, 'x'],
      buttons: [{ kind: 'fax', value: '1' }],
      show_logo: 0,
    })
    assert.deepEqual(read.headlines, { en: { degraded: 'Slow' } })
    assert.deepEqual(read.hidden_device_group_ids, [1, 3])
    assert.deepEqual(read.buttons, [])
    assert.isTrue(read.show_logo)
    assert.isTrue(sameConfig(defaultConfig(), readConfig({})))
    assert.equal(codeFromInput(' abcd efgh '), 'abcdefgh')
    assert.equal(codeFromInput('https://status.example.com/status/abc123?lang=nl'), 'abc123')
  })
})
