import dayjs from 'dayjs'
import relativeTime from 'dayjs/plugin/relativeTime'
import { Popover, PopoverButton, PopoverPanel } from '../ui/headless.tsx'
import 'dayjs/locale/zh-cn'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { useUserDb } from '../data/db-context.tsx'
import { discard } from '../data/enqueue.ts'
import type { OutboxEntry } from '../data/outbox-types.ts'
import { refresh, syncRoleStore, write } from '../data/sync-client.ts'
import { useLanguage } from '../i18n/use-language.ts'
import { resources } from '../modules/registry.ts'
import { saveKind } from '../resources/define-resource.ts'
import { inLanguage } from '../resources/text.ts'
import { EditConflictView } from '../views/edit-conflict.tsx'
import { type FormStart, fixStart } from '../views/fix-start.ts'
import { AttachmentSync } from './attachment-sync.tsx'
import { useEntryNames } from './entry-names.ts'
import { lazyView } from './lazy-view.tsx'
import { useSyncStatus } from './use-sync-status.ts'

dayjs.extend(relativeTime)

// The fix-and-retry form opens only for a refused entry: its code stays out of every page's start.
const ResourceForm = lazyView(() => import('../views/resource-form.tsx').then((m) => m.ResourceForm))

/** Queued writes older than this raise a warning (point-of-sale practice: reconnect within 24 h). */
const STALE_QUEUE_MS = 24 * 3600_000

function useStorage() {
  const [info, setInfo] = useState<{ persisted: boolean; usage: number; quota: number } | null>(null)
  useEffect(() => {
    void (async () => {
      // Missing or refused (WebKit grants no persistence), the storage counts as one the browser may clear.
      const persisted = (await navigator.storage?.persisted?.().catch(() => false)) ?? false
      const estimate = (await navigator.storage?.estimate?.().catch((): StorageEstimate => ({}))) ?? {}
      setInfo({ persisted, usage: estimate.usage ?? 0, quota: estimate.quota ?? 0 })
    })()
  }, [])
  return info
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

function exportQueue(entries: OutboxEntry[]) {
  // The file goes to support: a queued account's password (users.add, users.resetPassword) stays here.
  const redact = (key: string, value: unknown) => (key === 'password' ? '***' : value)
  const blob = new Blob([JSON.stringify(entries, redact, 2)], { type: 'application/json' })
  const a = document.createElement('a')
  a.href = URL.createObjectURL(blob)
  a.download = `pm3-unsynced-${dayjs().format('YYYYMMDD-HHmmss')}.json`
  a.click()
  URL.revokeObjectURL(a.href)
}

/** Whether other people's changes reach this device's open screens at once (the live change stream). */
function LiveBadge({ live }: { live: boolean }) {
  const { t } = useTranslation()
  return (
    <span
      data-testid="live-indicator"
      data-live={live ? 'live' : 'not-live'}
      title={live ? t('sync.liveTitle') : t('sync.notLiveTitle')}
      className={`rounded px-1.5 text-xs ${live ? 'bg-green-100 text-green-800' : 'bg-slate-200 text-slate-600'}`}
    >
      {live ? t('sync.live') : t('sync.notLive')}
    </span>
  )
}

/** The header's sync indicator and its "needs attention" panel (DESIGN.md: Push). */
export function SyncPanel() {
  const { t } = useTranslation()
  const lang = useLanguage()
  const db = useUserDb()
  const s = useSyncStatus()
  const storage = useStorage()
  const [fixing, setFixing] = useState<FormStart | null>(null)
  const names = useEntryNames(s.failed)
  const role = useSyncExternalStore(syncRoleStore.subscribe, syncRoleStore.get)
  dayjs.locale(lang === 'en' ? 'en' : 'zh-cn')

  const retry = async (e: OutboxEntry) => {
    const resource = resources.find((r) => saveKind(r) === e.kind)
    if (resource) setFixing(await fixStart(db, resource, e))
    else await write(e.kind, e.payload, { replaces: e.id, id: e.id })
  }
  const fallbackOf = (e: OutboxEntry) => db.commandFor(e.kind).fallback
  // Same document number (the entry id), another command; the failed entry is replaced at once.
  const applyFallback = async (e: OutboxEntry) => {
    const next = fallbackOf(e)!.to(e.payload)
    await write(next.kind, next.payload, { replaces: e.id, id: e.id })
  }
  const drop = async (e: OutboxEntry) => {
    if (window.confirm(t('sync.confirmDiscard'))) await discard(db, e.id)
  }

  return (
    <Popover className="relative">
      <PopoverButton
        data-testid="sync-indicator"
        data-sync-role={role}
        className="flex items-center gap-2 rounded px-2 py-1 text-sm hover:bg-black/5"
      >
        <span
          className={`h-2 w-2 rounded-full ${s.online ? 'bg-green-400' : 'bg-slate-400'}`}
          aria-hidden="true"
        />
        <span>{s.online ? t('sync.online') : s.unreachable ? t('sync.unreachable') : t('sync.offline')}</span>
        {s.online && s.live && <LiveBadge live={s.live === 'live'} />}
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
      <PopoverPanel className="absolute right-0 z-40 mt-2 w-96 rounded-lg bg-white p-4 text-sm text-slate-800 shadow-xl">
        <h2 className="mb-2 font-semibold">{t('sync.title')}</h2>
        <p className="mb-2 text-xs text-slate-500">
          {role === 'leader' ? t('sync.leader') : t('sync.follower')}
        </p>
        {s.paused && <p className="mb-2 rounded bg-amber-50 p-2 text-amber-800">{t('sync.paused')}</p>}
        <p data-testid="sync-pending">
          {s.pendingCount ? t('sync.pending', { count: s.pendingCount }) : t('sync.allSynced')}
          {s.oldest !== null && (
            <span className="text-slate-500">
              {' '}
              · {t('sync.oldest', { age: dayjs(s.oldest).fromNow(true) })}
            </span>
          )}
        </p>
        <ul className="mt-2 space-y-1 text-slate-600">
          {s.lists.map((l) => {
            const r = resources.find((x) => x.name === l.resource)
            return (
              <li key={l.resource} className="flex justify-between">
                <span>{r ? inLanguage(r.title, lang) : l.resource}</span>
                <span>
                  {t('sync.lastPull')}:{' '}
                  {l.lastPullAt ? dayjs(l.lastPullAt).format('MM-DD HH:mm:ss') : t('sync.never')}
                </span>
              </li>
            )
          })}
        </ul>
        {s.failed.length > 0 && (
          <div className="mt-3">
            <h3 className="font-medium text-red-700">{t('sync.failedTitle')}</h3>
            <ul className="mt-1 space-y-2">
              {s.failed.map((e) => (
                <li key={e.id} className="rounded border border-red-100 bg-red-50 p-2">
                  <div data-testid="failed-entry-name" className="font-medium text-slate-700" title={e.id}>
                    {names.get(e.id) ?? e.kind}
                  </div>
                  <div className="text-red-700">{e.error?.message}</div>
                  {e.error?.conflict ? (
                    <EditConflictView entry={e} conflict={e.error.conflict} onEdit={setFixing} />
                  ) : (
                    <div className="mt-1 flex gap-3">
                      <button type="button" className="text-primary" onClick={() => void retry(e)}>
                        {resources.some((r) => saveKind(r) === e.kind) ? t('sync.fixRetry') : t('sync.retry')}
                      </button>
                      {fallbackOf(e) && (
                        <button type="button" className="text-primary" onClick={() => void applyFallback(e)}>
                          {inLanguage(fallbackOf(e)!.label, lang)}
                        </button>
                      )}
                      <button type="button" className="text-red-600" onClick={() => void drop(e)}>
                        {t('sync.discard')}
                      </button>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          </div>
        )}
        <div className="mt-3 flex flex-wrap gap-3 border-t border-slate-100 pt-3">
          <button type="button" className="text-primary" onClick={() => refresh()}>
            {t('sync.refresh')}
          </button>
          <button
            type="button"
            className="text-primary"
            onClick={async () => exportQueue(await db.outbox.toArray())}
          >
            {t('sync.export')}
          </button>
        </div>
        <AttachmentSync usage={storage?.usage ?? 0} />
        {storage && (
          <p className="mt-2 text-xs text-slate-500">
            {t('sync.storage')}: {storage.persisted ? t('sync.persisted') : t('sync.notPersisted')} ·{' '}
            {t('sync.usage', { used: mb(storage.usage), quota: mb(storage.quota) })}
          </p>
        )}
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
  )
}
