/// <reference lib="webworker" />
// The service worker: precaches the app shell so PM3 opens offline at any route, caches Uploads/
// assets, and pushes the outbox on Background Sync. API answers are never stored in Cache Storage
// (reliability-anchors S6).
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { StaleWhileRevalidate } from 'workbox-strategies'
import { BACKGROUND_SYNC_TAG, pushFromServiceWorker } from './background-push.ts'

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null } | string>
}

interface SyncEvent extends ExtendableEvent {
  readonly tag: string
}

interface InstallEventWithRoutes extends ExtendableEvent {
  addRoutes?(rules: { condition: { urlPattern: string }; source: 'network' }[]): Promise<void>
}

// API calls go straight to the network, without waking this worker for each one (Chromium's static
// routing; elsewhere the fetch handler lets them through as before). Nothing here answers them:
// they are never cached, and the workers' pulls and pushes paid a hop through this worker per call.
self.addEventListener('install', (event) => {
  const install = event as InstallEventWithRoutes
  const routed = install.addRoutes?.([{ condition: { urlPattern: '/api/*' }, source: 'network' }])
  if (routed) event.waitUntil(routed.catch(() => undefined))
})

// The first install takes control at once; an update waits until the page, with an idle outbox,
// asks for it (src/app/service-worker.ts).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})
clientsClaim()
cleanupOutdatedCaches()
// Icon fonts are requested with a cache-busting query (`?t=…`); the precached file answers anyway.
precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: [/.*/] })
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [/^\/api\//] }))
// The company's logo and favicon are asked at every start: kept, a missing one (404) too, so an
// offline start asks nothing of the network; refreshed in the background when online.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/Uploads/'),
  new StaleWhileRevalidate({
    cacheName: 'pm3-uploads',
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200, 404] }),
      new ExpirationPlugin({ maxEntries: 200 }),
    ],
  }),
)

self.addEventListener('sync', (event) => {
  const e = event as SyncEvent
  if (e.tag === BACKGROUND_SYNC_TAG) e.waitUntil(pushFromServiceWorker())
})
