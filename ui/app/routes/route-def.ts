import type { ComponentType } from 'react'
import type { IconName } from '@/components/icons'
import type { SessionUser } from '@/lib/session/session-state'
import type { NavSection, RouteMeta } from './route-meta'

export type ScreenModule = () => Promise<{ default: ComponentType }>

/** One row of the route table: a path, its metadata and, once the feature is built, its screen. */
export interface RouteDef {
  path?: string
  index?: boolean
  meta?: Partial<RouteMeta>
  /** The screen. A route without one is not built yet: it shows the not-found page and stays out of the navigation. */
  screen?: ScreenModule
  /** A layout that wraps the children. */
  layout?: ScreenModule
  redirectTo?: string
  nav?: {
    section: NavSection
    icon: IconName
    label: string
    /** Beyond the route's role rules: whom the menu entry helps (a venue's tabs mean nothing without a venue). */
    shownTo?: (user: SessionUser) => boolean
  }
  children?: RouteDef[]
}

/** Whether opening the route shows a real screen: its own, a redirect, or its built default tab. */
export function opensScreen(def: RouteDef): boolean {
  return Boolean(
    def.screen || def.redirectTo || def.children?.some((child) => child.index && opensScreen(child))
  )
}

/** A route that is declared by the spec but whose feature is not built yet. */
export const planned = (
  path: string,
  meta?: Partial<RouteMeta>,
  children?: RouteDef[]
): RouteDef => ({
  path,
  meta,
  children,
})
