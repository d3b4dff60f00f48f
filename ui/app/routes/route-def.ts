import type { ComponentType } from 'react'
import type { IconName } from '@/components/icons'
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
  nav?: { section: NavSection; icon: IconName; label: string }
  children?: RouteDef[]
}

/** A route that is declared by the spec but whose feature is not built yet. */
export const planned = (path: string, meta?: Partial<RouteMeta>, children?: RouteDef[]): RouteDef => ({
  path,
  meta,
  children,
})
