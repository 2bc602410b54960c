import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { syncRoleStore } from '../data/sync-client.ts'
import { Popover, PopoverButton, PopoverPanel } from '../ui/headless.tsx'
import { onSyncPanelRequest } from '../ui/sync-panel-request.ts'
import type { FormStart } from '../views/fix-start.ts'
import { lazyView } from './lazy-view.tsx'
import { useSyncStatus } from './use-sync-status.ts'

// The fix-and-retry form opens only for a refused entry: its code stays out of every page's start.
const ResourceForm = lazyView(() => import('../views/resource-form.tsx').then((m) => m.ResourceForm))
// The panel's contents load when it first opens (sync-panel-body.tsx).
const SyncPanelBody = lazyView(() => import('./sync-panel-body.tsx').then((m) => m.SyncPanelBody))

/** Queued writes older than this raise a warning (point-of-sale practice: reconnect within 24 h). */
const STALE_QUEUE_MS = 24 * 3600_000

/** Whether other people's changes reach this device's open screens at once (the live change stream). */
function LiveBadge({ live, className }: { live: boolean; className: string }) {
  const { t } = useTranslation()
  return (
    <span
      data-testid="live-indicator"
      data-live={live ? 'live' : 'not-live'}
      title={live ? t('sync.liveTitle') : t('sync.notLiveTitle')}
      className={`rounded px-1.5 text-xs ${live ? 'bg-green-100 text-green-800' : 'bg-slate-200 text-slate-600'} ${className}`}
    >
      {live ? t('sync.live') : t('sync.notLive')}
    </span>
  )
}

/** The header's sync indicator and its "needs attention" panel (DESIGN.md: Push). */
export function SyncPanel() {
  const { t } = useTranslation()
  const s = useSyncStatus()
  const [fixing, setFixing] = useState<FormStart | null>(null)
  const role = useSyncExternalStore(syncRoleStore.subscribe, syncRoleStore.get)
  const busy = s.pendingCount > 0 || s.failed.length > 0
  // A page's "open the sync panel" presses the indicator, after the press that asked has finished
  // (so it is not taken for a click outside the panel), and only while the panel is closed.
  const box = useRef<HTMLDivElement>(null)
  useEffect(
    () =>
      onSyncPanelRequest(() =>
        setTimeout(() => {
          const indicator = box.current?.querySelector<HTMLElement>('[data-testid="sync-indicator"]')
          if (indicator?.getAttribute('aria-expanded') !== 'true') indicator?.click()
        }),
      ),
    [],
  )

  return (
    <div ref={box} className="contents">
      <Popover className="relative">
        <PopoverButton
          data-testid="sync-indicator"
          data-sync-role={role}
          className="flex items-center gap-2 whitespace-nowrap rounded px-2 py-1 text-sm hover:bg-black/5"
        >
          <span
            className={`h-2 w-2 rounded-full ${s.online ? 'bg-green-400' : 'bg-slate-400'}`}
            aria-hidden="true"
          />
          {/* A phone's header has room for the counts or the words, not both: the counts matter more. */}
          <span className={busy ? 'max-sm:sr-only' : ''}>
            {s.online ? t('sync.online') : s.unreachable ? t('sync.unreachable') : t('sync.offline')}
          </span>
          {s.online && s.live && (
            <LiveBadge live={s.live === 'live'} className={busy ? 'max-sm:hidden' : ''} />
          )}
          {s.pendingCount > 0 && (
            <span className="rounded bg-amber-500 px-1.5 text-xs">
              {t('sync.pending', { count: s.pendingCount })}
            </span>
          )}
          {s.failed.length > 0 && (
            <span className="rounded bg-red-500 px-1.5 text-xs text-white">
              {t('sync.failedCount', { count: s.failed.length })}
            </span>
          )}
          {s.oldest !== null && Date.now() - s.oldest > STALE_QUEUE_MS && (
            <span role="alert" className="rounded bg-red-600 px-1.5 text-xs text-white">
              {t('sync.stale')}
            </span>
          )}
        </PopoverButton>
        {/*
          Placed by CSS, not anchored by Floating UI: an anchored panel is portalled, and Headless UI
          then puts focus sentinels around it, focusable buttons marked aria-hidden (axe:
          aria-hidden-focus). Under the indicator's right edge on a tablet or desktop; a phone, where
          a panel hung from the indicator ran off the screen's left edge, gets the screen's width.
          Its scrolling box is a Tab stop: Headless UI takes a panel whose next stop in Tab order after
          the indicator is not inside it for a portalled one (a <summary> is not on its list of stops),
          and a keyboard user scrolls a long panel on a small screen from there.
        */}
        <PopoverPanel
          data-testid="sync-panel"
          className="absolute right-0 top-full z-40 mt-2 w-96 max-w-[calc(100vw-1rem)] rounded-lg bg-white text-sm text-slate-800 shadow-xl max-sm:fixed max-sm:inset-x-2 max-sm:top-14 max-sm:mt-0 max-sm:w-auto max-sm:max-w-none"
        >
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box is reached by keyboard (axe scrollable-region-focusable) */}
          <div tabIndex={0} className="max-h-[calc(100dvh-4.5rem)] overflow-y-auto rounded-lg p-4">
            <SyncPanelBody s={s} role={role} onFix={setFixing} />
          </div>
        </PopoverPanel>
        {fixing && (
          <ResourceForm
            resource={fixing.resource}
            record={fixing.record}
            base={fixing.base}
            isNew={false}
            replaces={fixing.replaces}
            onClose={() => setFixing(null)}
          />
        )}
      </Popover>
    </div>
  )
}
