import '@mantine/core/styles.css'
import '@mantine/notifications/styles.css'
import '@mantine/charts/styles.css'
import './read-only-fields.css'
import './narrow-screens.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app'
import { boot } from './boot'
import { watchSlowBoot } from './boot-screen'
import { installResponseHandling } from './response-handling'
import { createAppRouter } from './router'

const router = createAppRouter()
installResponseHandling(router)

const stopWatchingBoot = watchSlowBoot()
void boot().finally(() => {
  stopWatchingBoot()
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>
  )
})
