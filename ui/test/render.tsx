import { MantineProvider } from '@mantine/core'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router'
import { SWRConfig } from 'swr'
import { brandTheme } from '@/lib/brand/brand-theme'

interface Options {
  route?: string
  /** Extra routes next to the one rendering `ui`, e.g. to assert where a redirect lands. */
  routes?: RouteObject[]
  path?: string
}

/** Renders a screen or component with the app's providers and an in-memory router. */
export function renderWithApp(
  ui: ReactElement,
  { route = '/', path = '*', routes = [] }: Options = {}
) {
  const router = createMemoryRouter([...routes, { path, element: ui }], { initialEntries: [route] })
  const result = render(
    <MantineProvider theme={brandTheme({})} env="test">
      <SWRConfig
        value={{ provider: () => new Map(), shouldRetryOnError: false, dedupingInterval: 0 }}
      >
        <RouterProvider router={router} />
      </SWRConfig>
    </MantineProvider>
  )
  return { ...result, router }
}

/** A fetch Response with a JSON body. */
export function jsonResponse(
  status: number,
  body?: unknown,
  headers: Record<string, string> = {}
): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  })
}
