// First: every IndexedDB transaction the page starts is ended before WebKit freezes it.
import '../data/page-cache-guard.ts'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import '../index.css'
import { endedSessions } from '../auth/ended-sessions.ts'
import { reportPageApiErrors } from '../auth/page-api.ts'
import { bootStage } from '../data/boot-stage.ts'
import { initI18n } from '../i18n/i18n.ts'
import { errorLog } from '../shell/error-log.ts'
import { logChunkLoadErrors } from '../shell/lazy-view.tsx'
import { registerServiceWorker } from '../shell/service-worker.ts'
import { GlobalMessage, showMessage } from '../ui/global-message.tsx'
import { AppRouter, preloadFirstScreen } from './router.tsx'

// The first render waits (a little) for the first screen's code: rendered before it, the shell
// suspends, and React holds a suspended view's reveal for up to 300 ms after its fallback shows.
const FIRST_SCREEN_WAIT_MS = 1_500

/**
 * Not a top-level await: the bundler puts this module in the entry chunk with code every other chunk
 * imports, and a chunk's evaluation waits for the entry's. Awaited at the top level, the first
 * screen's code could not finish loading until this wait ran out, so every start waited the whole
 * 1.5 s (an offline start of the till took 1.7–2.0 s, 1.5 s of it idle).
 */
async function boot(): Promise<void> {
  bootStage('strings')
  await Promise.all([
    initI18n(),
    wipeEndedSessions(),
    Promise.race([
      preloadFirstScreen(window.location.pathname),
      new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS)),
    ]),
  ])
  bootStage('render')
  render()
  registerServiceWorker()
  // A sign-out the server did not hear (offline) is sent now, or when the network is back.
  void import('../auth/queued-revocations.ts').then((m) => m.sendRevocationsWhenOnline())
}

/**
 * Before anything opens a user's database: the mirrors of sessions the server ended are wiped
 * (their unsent queues stay). Loaded only when there is one, so an ordinary start pays nothing.
 */
async function wipeEndedSessions(): Promise<void> {
  if (endedSessions().length === 0) return
  bootStage('wipe-ended')
  await import('../data/ended-session-wipe.ts')
    .then((m) => m.wipeEndedSessions())
    .catch((e) => console.error('wipe of an ended session', e))
}

function render(): void {
  // Failed calls go to the error log; a refusal the calling page does not show itself also to the one
  // global message (3600 ms). No answer at all is the header's 离线 state, not a message per call.
  reportPageApiErrors(({ announce, ...entry }) => {
    errorLog.add(entry)
    if (announce) showMessage(entry.message)
  })
  logChunkLoadErrors()
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root')
  createRoot(root, {
    // A page that failed to render says so and how to go on, rather than leaving a blank screen.
    onUncaughtError(error) {
      console.error(error)
      root.innerHTML = ''
      const message = document.createElement('div')
      message.setAttribute('role', 'alert')
      message.dataset.renderError = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
      message.style.cssText = 'padding:2rem;font:16px system-ui,sans-serif'
      message.textContent =
        document.documentElement.lang === 'en'
          ? 'This page failed to show. Reload it; your saved work is kept on this device.'
          : '页面显示出错，请刷新页面；已保存的内容仍在本设备上。'
      root.append(message)
    },
  }).render(
    <StrictMode>
      <AppRouter />
      <GlobalMessage />
    </StrictMode>,
  )
}

void boot()
