/**
 * The kit's faults plus the ZeroTier ones: a member heard from now or not for a while, and revoked tokens. Central
 * has no login, so "expire sessions" revokes the API tokens (401 until reset) and login throttling does not apply.
 */
import { SimulatorFaults, type SimulatorFaultHooks } from '#core/plugins/simulator_kit/sim_faults'
import type { ZeroTierFaults } from './simulator_api.js'

export interface ZeroTierFaultHooks extends SimulatorFaultHooks {
  setMemberOnline(networkId: string, nodeId: string, online: boolean, offlineForMs?: number): void
  restoreTokens(): void
}

export class ZeroTierSimulatorFaults extends SimulatorFaults implements ZeroTierFaults {
  constructor(private readonly zerotierHooks: ZeroTierFaultHooks) {
    super(zerotierHooks)
  }

  setMemberOnline(networkId: string, nodeId: string, online: boolean, offlineForMs?: number) {
    this.zerotierHooks.setMemberOnline(networkId, nodeId, online, offlineForMs)
  }

  override reset() {
    super.reset()
    this.zerotierHooks.restoreTokens()
  }

  /** `POST /__sim/faults` plus `memberOnline: {network, node, online, offlineForMs?}` (or a list of them). */
  override apply(body: Record<string, any>) {
    super.apply(body)
    const changes = body.memberOnline === undefined ? [] : [body.memberOnline].flat()
    for (const change of changes) {
      this.setMemberOnline(
        String(change.network),
        String(change.node),
        change.online !== false,
        change.offlineForMs
      )
    }
  }
}
