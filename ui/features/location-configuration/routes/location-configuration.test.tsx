import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeRest } from '@/test/fake-rest'
import { jsonResponse, renderWithApp } from '@/test/render'
import { sessionStore } from '@/lib/session/session-store'
import type { Configuration } from '../api/configuration'
import type { InstallView } from '../api/install'
import LocationConfigurationPage from './location-configuration'

const PLANS = [
  { plan: 1, name: 'Start', maxDevices: 3 },
  { plan: 2, name: 'Business', maxDevices: 10 },
]
const step = (name: string, values: Record<string, unknown> | null) => ({
  step: name,
  completed: values !== null,
  values,
})
const wizard = (overrides: Partial<Configuration> = {}): Configuration =>
  ({
    locationId: 7,
    status: 'ready_for_configuration',
    editable: true,
    steps: [
      step('type', { configType: 'full', vendor: 'unifi', controllerId: 1, siteId: 'abc' }),
      step('router', { devices: [{ mac: '24:5a:4c:0e:03:c1', ip: '192.168.1.1' }] }),
      step('switch', { devices: [{ mac: 'f0:9f:c2:30:b9:91', ip: '192.168.1.2' }] }),
      step('access_point', null),
      step('wlans', null),
      step('report', null),
    ],
    currentStep: 'access_point',
    completedAt: null,
    plan: 1,
    plans: PLANS,
    report: null,
    ...overrides,
  }) as Configuration
const noInstall: InstallView = {
  locationId: 7,
  status: 'ready_for_configuration',
  finishable: false,
  installers: [],
  products: [],
  finished: null,
}
const ap = (mac: string, ip: string, name: string) => ({
  mac,
  ip,
  name,
  kind: 'ap',
  model: 'U6-Pro',
})

const signInAs = (role: 'installer' | 'customer') =>
  sessionStore.setState({
    user: {
      ...sessionStore.getState().user,
      isLoggedIn: true,
      accountRole: role === 'installer' ? 'installer' : null,
    },
  })

describe('venue configuration tab', () => {
  afterEach(() => vi.unstubAllGlobals())

  it("a refusal that says when to retry is counted in seconds, not in the plan's devices", async () => {
    signInAs('installer')
    const user = userEvent.setup()
    fakeRest({
      'GET /locations/7/configuration': () => jsonResponse(200, wizard()),
      'GET /locations/7/install': () => jsonResponse(200, noInstall),
      'GET /locations/7/network/devices': () =>
        jsonResponse(200, { data: [ap('78:8a:20:52:33:ab', '192.168.1.20', 'AP Bar')] }),
      'POST /locations/7/configuration': () =>
        jsonResponse(429, { code: 'E_TOO_MANY_REQUESTS', message: 'x' }, { 'Retry-After': '1' }),
    })
    renderWithApp(<LocationConfigurationPage />, { route: '/?location=7' })

    await user.click(await screen.findByRole('combobox', { name: 'Devices on the controller' }))
    await user.click(await screen.findByRole('option', { name: /AP Bar/ }))
    await user.click(screen.getByRole('button', { name: 'Save and continue' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Try again in 1 second.'
    )
  })

  it('resumes at the step the server names and, when the plan is too small, names the plan to take and takes it', async () => {
    signInAs('installer')
    const user = userEvent.setup()
    let attempts = 0
    const { calls } = fakeRest({
      'GET /locations/7/configuration': () => jsonResponse(200, wizard()),
      'GET /locations/7/install': () => jsonResponse(200, noInstall),
      'GET /locations/7/network/devices': () =>
        jsonResponse(200, {
          data: [
            ap('78:8a:20:52:33:ab', '192.168.1.20', 'AP Bar'),
            ap('e0:63:da:86:9d:a3', '192.168.1.21', 'AP Terras'),
          ],
        }),
      'POST /locations/7/configuration': () =>
        ++attempts === 1
          ? jsonResponse(422, {
              code: 'E_CONFIGURATION_PLAN_TOO_SMALL',
              message: 'x',
              errors: [{ field: 'plan', rule: 'plan_too_small', message: 'x' }],
            })
          : jsonResponse(200, wizard({ currentStep: 'wlans', plan: 2 })),
    })
    renderWithApp(<LocationConfigurationPage />, { route: '/?location=7' })

    const devices = await screen.findByRole('combobox', { name: 'Devices on the controller' })
    await user.click(devices)
    await user.click(await screen.findByRole('option', { name: /AP Bar/ }))
    await user.click(await screen.findByRole('option', { name: /AP Terras/ }))
    expect(screen.getByRole('textbox', { name: 'IP address of AP Terras' })).toHaveValue(
      '192.168.1.21'
    )
    await user.click(screen.getByRole('button', { name: 'Save and continue' }))

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(
      'The plan Start allows 3 devices; this configuration has 4. Choose the plan Business or higher.'
    )
    expect(screen.getByRole('combobox', { name: 'Plan' })).toHaveValue(
      'Business (up to 10 devices)'
    )
    await user.click(screen.getByRole('button', { name: 'Save and continue' }))
    await screen.findByRole('textbox', { name: 'Network name (SSID)' })
    const posts = calls.filter((call) => call.method === 'POST')
    expect(posts.map((call) => (call.body as { plan: number }).plan)).toEqual([1, 2])
    expect(posts[1]?.body).toMatchObject({
      step: 'access_point',
      devices: [
        { mac: '78:8a:20:52:33:ab', ip: '192.168.1.20' },
        { mac: 'e0:63:da:86:9d:a3', ip: '192.168.1.21' },
      ],
    })
  })

  it('after the report, the finish-install flow says which device is not at its address and where to fix it', async () => {
    const report = {
      configType: 'full',
      controller: 'Demo UniFi',
      site: 'Lobby',
      devices: { gateways: 1, switches: 0, aps: 1 },
      internetType: 'fiber',
      wlanNames: ['Staff'],
      devicesAdopted: { result: 'ok', missing: [] },
      sitesCreatedAndLinked: { result: 'ok', missing: [] },
      wlansPresent: { result: 'unreadable', missing: [] },
      completedAt: '2026-11-28T10:00:00Z',
      overrideReason: null,
    }
    signInAs('installer')
    fakeRest({
      'GET /locations/7/configuration': () =>
        jsonResponse(
          200,
          wizard({ status: 'ready_for_installation', editable: false, currentStep: null, report })
        ),
      'GET /locations/7/install': () =>
        jsonResponse(200, {
          ...noInstall,
          status: 'ready_for_installation',
          finishable: true,
          installers: [{ id: 4, name: 'Ivo Installateur' }],
          products: [
            {
              id: 9,
              name: 'Enclosure',
              type: 'enclosure',
              model: 'ENC',
              quantity: 3,
              serialized: false,
            },
          ],
        }),
      'GET /locations/7/install/checks': () =>
        jsonResponse(200, {
          installation: {
            result: 'failed',
            reason: 'ip_mismatch',
            fix: 'controller',
            devices: [
              {
                mac: '78:8a:20:52:33:ab',
                ip: '192.168.1.99',
                name: 'AP Bar',
                step: 'access_point',
                result: 'ip_mismatch',
                reportedIp: '192.168.1.20',
              },
            ],
          },
          billing: {
            result: 'failed',
            kind: 'b2b',
            reason: 'no_active_subscription',
            fix: 'subscription',
            customerId: 3,
          },
        }),
    })
    renderWithApp(<LocationConfigurationPage />, { route: '/?location=7' })

    await screen.findByRole('heading', { name: 'Configuration report' })
    expect(screen.getByText('Could not be read')).toBeInTheDocument()
    await screen.findByText(
      'AP Bar: Device IP mismatch / not correctly connected (answers from 192.168.1.20, configured 192.168.1.99)'
    )
    expect(
      screen.getByText(/Fix it on the controller \(adopt the device, check its cable and address\)/)
    ).toBeInTheDocument()
    const billing = screen.getByRole('link', { name: "Open the venue's billing" })
    expect(billing).toHaveAttribute('href', '/locations/billing?location=7')
    expect(
      within(document.body).getByRole('button', { name: 'Finish: the venue goes live' })
    ).toBeDisabled()
  })

  it('a customer user reads the completed report, nothing of the wizard', async () => {
    signInAs('customer')
    const { calls } = fakeRest({
      'GET /locations/7/configuration/report': () =>
        jsonResponse(200, {
          locationId: 7,
          report: {
            configType: 'wifi_only',
            devices: { gateways: 0, switches: 0, aps: 2 },
            internetType: 'vdsl',
            wlanNames: ['Staff'],
            devicesAdopted: { result: 'ok', missing: [] },
            sitesCreatedAndLinked: { result: 'ok', missing: [] },
            wlansPresent: { result: 'ok', missing: [] },
            completedAt: '2026-11-28T10:00:00Z',
            overrideReason: null,
          },
        }),
    })
    renderWithApp(<LocationConfigurationPage />, { route: '/?location=7' })
    await screen.findByRole('heading', { name: 'Configuration report' })
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument()
    expect(calls.map((call) => call.path)).toEqual(['/locations/7/configuration/report'])
  })
})
