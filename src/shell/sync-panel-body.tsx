// The sync panel's contents (DESIGN.md: Push), loaded when the panel first opens: what waits, each
// list's last pull, the refused entries with their fixes, the queue's export and the storage. Its
// code (the fix and conflict views) is no part of a page's start.
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useUserDb } from '../data/db-context.tsx'
import { discard } from '../data/enqueue.ts'
import { resourceOfKind } from '../data/operation-words.ts'
import type { OutboxEntry } from '../data/outbox-types.ts'
import { refresh, write } from '../data/sync-client.ts'
import { useLanguage } from '../i18n/use-language.ts'
import { companyDateTime, formatCompanyRecent } from '../lib/company-time.ts'
import { formatAge } from '../lib/format-age.ts'
import { resources } from '../modules/registry.ts'
import { saveKind } from '../resources/define-resource.ts'
import { inLanguage } from '../resources/text.ts'
import type { Role } from '../sync/worker-api.ts'
import { Button } from '../ui/button.tsx'
import { EditConflictView } from '../views/edit-conflict.tsx'
import { type FormStart, fixStart } from '../views/fix-start.ts'
import { SafariDeletionNotice } from '../views/safari-deletion-notice.tsx'
import { AttachmentSync } from './attachment-sync.tsx'
import { useEntryNames } from './entry-names.ts'
import type { useSyncStatus } from './use-sync-status.ts'

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
  const [day, time] = companyDateTime(Date.now())
  a.download = `pm3-unsynced-${day.replaceAll('-', '')}-${time.replace(':', '')}.json`
  a.click()
  URL.revokeObjectURL(a.href)
}

export function SyncPanelBody({
  s,
  role,
  onFix,
}: {
  s: ReturnType<typeof useSyncStatus>
  role: Role
  /** Opens the fix-and-retry form for a refused save (it outlives the panel). */
  onFix: (start: FormStart) => void
}) {
  const { t } = useTranslation()
  const lang = useLanguage()
  const db = useUserDb()
  const storage = useStorage()
  const names = useEntryNames(s.failed)

  const retry = async (e: OutboxEntry) => {
    const resource = resources.find((r) => saveKind(r) === e.kind)
    if (resource) onFix(await fixStart(db, resource, e))
    else await write(e.kind, db.payloadNow(e), { replaces: e.id, id: e.id })
  }
  // Until the record's name is read: the list it belongs to, never the entry's internal kind.
  const unnamed = (e: OutboxEntry) => {
    const r = resourceOfKind(db, e.kind)
    return r ? inLanguage(r.title, lang) : t('sync.unnamedEntry')
  }
  const fallbackOf = (e: OutboxEntry) => db.commandFor(e.kind).fallback
  // Same document number (the entry id), another command; the failed entry is replaced at once.
  const applyFallback = async (e: OutboxEntry) => {
    const next = fallbackOf(e)!.to(db.payloadNow(e))
    await write(next.kind, next.payload, { replaces: e.id, id: e.id })
  }
  const drop = async (e: OutboxEntry) => {
    if (window.confirm(t('sync.confirmDiscard'))) await discard(db, e.id)
  }

  return (
    <>
      <h2 className="mb-2 font-semibold">{t('sync.title')}</h2>
      <p className="mb-2 text-xs text-slate-500">
        {role === 'leader' ? t('sync.leader') : t('sync.follower')}
      </p>
      {s.paused && <p className="mb-2 rounded bg-amber-50 p-2 text-amber-800">{t('sync.paused')}</p>}
      <p data-testid="sync-pending">
        {s.failed.length > 0 && (
          <span className="font-medium text-red-700">
            {t('sync.failedCount', { count: s.failed.length })} ·{' '}
          </span>
        )}
        {s.pendingCount
          ? t('sync.pending', { count: s.pendingCount })
          : s.failed.length > 0
            ? t('sync.nothingPending')
            : t('sync.allSynced')}
        {s.oldest !== null && (
          <span className="text-slate-500">
            {' '}
            · {t('sync.oldest', { age: formatAge(Date.now() - s.oldest, lang) })}
          </span>
        )}
      </p>
      {s.failed.length > 0 && (
        <div className="mt-3">
          <h3 className="font-medium text-red-700">{t('sync.failedTitle')}</h3>
          <ul className="mt-1 space-y-2">
            {s.failed.map((e) => (
              <li key={e.id} className="rounded border border-red-100 bg-red-50 p-2">
                <div data-testid="failed-entry-name" className="font-medium text-slate-700" title={e.id}>
                  {names.get(e.id) ?? unnamed(e)}
                </div>
                <div className="text-red-700">{e.error?.message}</div>
                {e.error?.conflict ? (
                  <EditConflictView entry={e} conflict={e.error.conflict} onEdit={onFix} />
                ) : (
                  <div className="mt-1 flex gap-3">
                    <Button variant="link" onClick={() => void retry(e)}>
                      {resources.some((r) => saveKind(r) === e.kind) ? t('sync.fixRetry') : t('sync.retry')}
                    </Button>
                    {fallbackOf(e) && (
                      <Button variant="link" onClick={() => void applyFallback(e)}>
                        {inLanguage(fallbackOf(e)!.label, lang)}
                      </Button>
                    )}
                    <Button variant="danger-link" onClick={() => void drop(e)}>
                      {t('sync.discard')}
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      {/* What a clerk acts on (the failures) comes first; the per-list pull times are for support. */}
      <details className="mt-3 text-slate-600">
        <summary className="cursor-pointer">{t('sync.listsTitle', { count: s.lists.length })}</summary>
        <ul className="mt-2 space-y-1">
          {s.lists.map((l) => {
            const r = resources.find((x) => x.name === l.resource)
            return (
              <li key={l.resource} className="flex justify-between">
                <span>{r ? inLanguage(r.title, lang) : l.resource}</span>
                <span>
                  {t('sync.lastPull')}:{' '}
                  {l.lastPullAt ? formatCompanyRecent(l.lastPullAt, true) : t('sync.never')}
                </span>
              </li>
            )
          })}
        </ul>
      </details>
      <div className="mt-3 flex flex-wrap gap-3 border-t border-slate-100 pt-3">
        <Button variant="link" onClick={() => refresh()}>
          {t('sync.refresh')}
        </Button>
        <Button variant="link" onClick={async () => exportQueue(await db.outbox.toArray())}>
          {t('sync.export')}
        </Button>
      </div>
      <AttachmentSync usage={storage?.usage ?? 0} />
      {storage && (
        <p className="mt-2 text-xs text-slate-500">
          {t('sync.storage')}: {storage.persisted ? t('sync.persisted') : t('sync.notPersisted')} ·{' '}
          {t('sync.usage', { used: mb(storage.usage), quota: mb(storage.quota) })}
        </p>
      )}
      <SafariDeletionNotice className="mt-2" />
    </>
  )
}
