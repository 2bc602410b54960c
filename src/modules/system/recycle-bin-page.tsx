// /site/siterecycle: the records deleted in the last 30 days (read online: a device keeps no deleted
// rows), each restored with its history or purged for good — both through the outbox, so a restore
// made on a flaky connection goes out once; the list is read again when the queue has sent it.
import { useLiveQuery } from 'dexie-react-hooks'
import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { DeletedRecord } from '../../api/audit-log.ts'
import { useUserDb, useWriteCommand } from '../../data/db-context.tsx'
import { newId } from '../../data/enqueue.ts'
import { recycleBin } from '../../data/sync-client.ts'
import { formatCompanyTime } from '../../lib/company-time.ts'
import { Button } from '../../ui/button.tsx'
import { useOnline } from '../../ui/use-online.ts'
import { PageTitle } from '../../views/page-title.tsx'
import { purgeDeleted, restoreDeleted } from './recycle-bin.commands.ts'
import { systemText } from './system.text.ts'
import { ActionMessages, SystemTable } from './system-table.tsx'

const BIN_KINDS: string[] = [restoreDeleted.kind, purgeDeleted.kind]
/** The server's retention (PM3_RECYCLE_DAYS) as its answers tell it; 30 days by default. */
const retentionDays = (rows: DeletedRecord[] | null) =>
  rows?.length ? Math.round((rows[0]!.purgeAt - rows[0]!.deletedAt) / 86_400_000) : 30

export function RecycleBinPage() {
  const { t: tx } = useTranslation([systemText.ns, 'translation'])
  const db = useUserDb()
  const online = useOnline()
  const writeCommand = useWriteCommand()
  const [rows, setRows] = useState<DeletedRecord[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  // The records whose restore or purge still waits in the queue: shown as such, read again once sent.
  const queued = useLiveQuery(
    async () =>
      (await db.outbox.where('state').equals('pending').toArray())
        .filter((e) => BIN_KINDS.includes(e.kind))
        .map((e) => String(e.payload.record)),
    [db],
  )
  const load = useCallback(async () => {
    try {
      setRows(await recycleBin())
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e))
    }
  }, [])
  const waiting = queued?.length ?? 0
  useEffect(() => {
    if (online && waiting === 0) void load()
  }, [online, waiting, load])

  async function act(row: DeletedRecord, command: typeof restoreDeleted | typeof purgeDeleted) {
    setError(null)
    if (command === purgeDeleted && !window.confirm(tx('binPurgeConfirm', { name: row.name }))) return
    await writeCommand(command, { id: newId(), resource: row.resource, record: row.id, name: row.name })
    setNotice(tx('binQueued'))
  }

  return (
    <section className="space-y-3 rounded-lg bg-white p-4 shadow-sm">
      <PageTitle visible />
      <p className="text-sm text-slate-600">{tx('binHint', { days: retentionDays(rows) })}</p>
      {!online && (
        <p role="status" className="text-sm text-amber-700">
          {tx('onlineOnly')}
        </p>
      )}
      <ActionMessages error={error} notice={notice} />
      <SystemTable
        testId="recycle-bin"
        heads={[
          tx('binList'),
          tx('binRecord'),
          tx('binDeletedAt'),
          tx('binDeletedBy'),
          tx('binPurgeAt'),
          tx('translation:list.actions'),
        ]}
      >
        {rows?.length === 0 && (
          <tr>
            <td colSpan={6} className="px-2 py-2 text-slate-500">
              {tx('binEmpty')}
            </td>
          </tr>
        )}
        {rows?.map((row) => {
          const pending = queued?.includes(row.id) ?? false
          return (
            <tr key={`${row.resource}:${row.id}`} data-record={row.id} className="border-b border-slate-100">
              <td className="px-2 py-2">{row.listTitle}</td>
              <td className="px-2 py-2 font-medium text-slate-900">{row.name}</td>
              <td className="px-2 py-2">{formatCompanyTime(row.deletedAt)}</td>
              <td className="px-2 py-2">{row.deletedBy.name}</td>
              <td className="px-2 py-2">{formatCompanyTime(row.purgeAt)}</td>
              <td className="space-x-2 whitespace-nowrap px-2 py-2">
                {pending ? (
                  <span className="text-amber-700">{tx('binQueued')}</span>
                ) : (
                  <>
                    <Button size="sm" onClick={() => void act(row, restoreDeleted)}>
                      {tx('binRestore')}
                    </Button>
                    <Button variant="outline" size="sm" onClick={() => void act(row, purgeDeleted)}>
                      {tx('binPurge')}
                    </Button>
                  </>
                )}
              </td>
            </tr>
          )
        })}
      </SystemTable>
    </section>
  )
}
