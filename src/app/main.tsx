import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import '../index.css'
import { reportPageApiErrors } from '../auth/page-api.ts'
import { initI18n } from '../i18n/i18n.ts'
import { errorLog } from '../shell/error-log.ts'
import { logChunkLoadErrors } from './lazy-view.tsx'
import { createAppRouter, preloadFirstScreen } from './router.tsx'
import { registerServiceWorker } from './service-worker.ts'

preloadFirstScreen(window.location.pathname)
await initI18n()
reportPageApiErrors((entry) => errorLog.add(entry))
logChunkLoadErrors()
const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={createAppRouter()} />
  </StrictMode>,
)
registerServiceWorker()
