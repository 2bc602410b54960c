// The sync panel's attachment lines: each queued upload with its progress, and the bytes of files
// this device holds (read from the attachments table: a handful of rows, not a big list).
import { useLiveQuery } from 'dexie-react-hooks'
import { useTranslation } from 'react-i18next'
import { useUserDb } from '../data/db-context.tsx'

const size = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`

export function AttachmentSync({ usage }: { usage: number }) {
  const { t } = useTranslation()
  const db = useUserDb()
  const summary = useLiveQuery(async () => {
    let held = 0
    const queued: { hash: string; name: string; size: number; sent: number }[] = []
    await db.attachments.each((a) => {
      if (a.blob) held += a.size
      if (a.state === 'queued') queued.push({ hash: a.hash, name: a.name, size: a.size, sent: a.sent })
    })
    return { held, queued }
  }, [db])
  if (!summary) return null
  return (
    <div className="mt-2 text-xs text-slate-600" data-testid="attachment-sync">
      {summary.queued.length > 0 && (
        <>
          <h3 className="font-medium">{t('attach.uploads')}</h3>
          <ul>
            {summary.queued.map((q) => (
              <li key={q.hash} className="flex items-center gap-2">
                <span className="truncate">{q.name}</span>
                <progress max={q.size} value={q.sent} className="h-1.5 w-24" />
                <span>{Math.floor((q.sent / q.size) * 100)}%</span>
              </li>
            ))}
          </ul>
        </>
      )}
      <p>{t('attach.storage', { used: size(summary.held), total: size(usage) })}</p>
    </div>
  )
}
