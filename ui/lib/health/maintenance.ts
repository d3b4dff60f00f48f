import { useSyncExternalStore } from 'react'
import { api } from '@/lib/api/api-client'

interface Readiness {
  status: string
  database: string
  maintenance?: boolean
}

let maintenance = false
const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function setMaintenance(value: boolean) {
  if (value === maintenance) return
  maintenance = value
  for (const listener of listeners) listener()
}

/** Reads the maintenance flag from `GET /rest/health/ready`; an unreachable server changes nothing. */
export async function checkMaintenance(): Promise<boolean> {
  try {
    const readiness = await api.get<Readiness>('/health/ready', { expect: [404, 500, 502, 503] })
    setMaintenance(readiness.maintenance === true)
  } catch {
    // Keep the last known flag.
  }
  return maintenance
}

export function useMaintenance(): boolean {
  return useSyncExternalStore(subscribe, () => maintenance)
}
