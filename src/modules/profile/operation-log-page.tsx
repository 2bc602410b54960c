import { useLiveQuery } from 'dexie-react-hooks'
import { useTranslation } from 'react-i18next'
import { useUserDb } from '../../data/db-context.tsx'
import { operations } from '../../data/operation-log.ts'
import { useLanguage } from '../../i18n/use-language.ts'
import { operationText } from './operation-text.ts'

/** /logtext: the user's own actions on this device, and whether each has reached the server. */
export function OperationLogPage() {
  const { t } = useTranslation()
  const lang = useLanguage()
  const db = useUserDb()
  const data = useLiveQuery(
    async () => ({
      ops: await operations(db),
      queued: new Map((await db.outbox.toArray()).map((e) => [e.id, e.state])),
    }),
    [db],
  )
  return (
    <section className="rounded-lg bg-white p-4 shadow-sm">
      <h1 className="mb-3 text-lg font-semibold">{t('oplog.title')}</h1>
      {!data?.ops.length && <p className="text-sm text-slate-500">{t('list.empty')}</p>}
      <table className="w-full text-sm">
        <tbody>
          {data?.ops.map((op) => {
            const state = data.queued.get(op.entryId)
            return (
              <tr key={op.entryId} className="border-b border-slate-100" data-testid="oplog-row">
                <td className="py-1.5">{op.at.replace('T', ' ').slice(0, 19)}</td>
                <td>{operationText(op, lang, t)}</td>
                <td
                  className={
                    state === 'failed' ? 'text-red-600' : state ? 'text-amber-600' : 'text-green-700'
                  }
                >
                  {state === 'failed' ? t('list.failed') : state ? t('list.pending') : t('oplog.synced')}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </section>
  )
}
