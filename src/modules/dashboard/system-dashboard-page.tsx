// /site/siteshow: the state of this device's mirror and of the approval traffic: rows per list, the
// writes still queued or refused, sops by status and the storage the browser grants PM3.

import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useUserDb } from '../../data/db-context.tsx'
import { useLanguage } from '../../i18n/use-language.ts'
import { inLanguage, type Text } from '../../resources/text.ts'
import { BarChart, StatTile } from '../../ui/bar-chart.tsx'
import { resourceByName, resources } from '../registry.ts'
import { dashboardText } from './dashboard.text.ts'
import { DashboardFrame } from './dashboard-frame.tsx'

/** The statuses as the sops declaration names them. */
function sopStatuses(): [string, Text][] {
  const field = resourceByName('sops')?.fields.status
  return field?.kind === 'enum' ? Object.entries(field.options) : []
}

function useStorageEstimate() {
  const [estimate, setEstimate] = useState<StorageEstimate | null>(null)
  useEffect(() => {
    navigator.storage?.estimate?.().then(setEstimate, () => setEstimate(null))
  }, [])
  return estimate
}

export function SystemDashboardPage() {
  const { t } = useTranslation([dashboardText.ns, 'translation'])
  const lang = useLanguage()
  const db = useUserDb()
  const storage = useStorageEstimate()
  const state = useLiveQuery(async () => {
    const [sync, pending, failed, sops] = await Promise.all([
      db.syncState.toArray(),
      db.outbox.where('state').equals('pending').count(),
      db.outbox.where('state').equals('failed').count(),
      db.table('sops').toArray(),
    ])
    return { sync, pending, failed, sops }
  }, [db])
  const counts = resources
    .map((r) => ({ r, count: state?.sync.find((s) => s.resource === r.name)?.count ?? 0 }))
    .filter((x) => x.count > 0)
  const rows = counts.reduce((s, x) => s + x.count, 0)
  const mb = (n?: number) => `${((n ?? 0) / 1024 / 1024).toFixed(1)} MB`
  return (
    <DashboardFrame title="system" ready={!!state} hasData={counts.length > 0}>
      {state && (
        <>
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <StatTile
              label={t('system.rowsOnThisDevice')}
              value={rows.toLocaleString()}
              hint={`${counts.length} ${t('system.lists')}`}
            />
            <StatTile label={t('translation:list.pending')} value={String(state.pending)} />
            <StatTile label={t('system.refused')} value={String(state.failed)} />
            <StatTile
              label={t('system.storageUsed')}
              value={mb(storage?.usage)}
              hint={`${t('system.quota')} ${mb(storage?.quota)}`}
            />
          </dl>
          <div className="grid gap-4 lg:grid-cols-2">
            <BarChart
              title={t('system.sopsByStatus')}
              categories={sopStatuses().map(([, text]) => inLanguage(text, lang))}
              format={(n) => String(n)}
              series={[
                {
                  label: t('system.sops'),
                  color: 'fill-sky-500',
                  values: sopStatuses().map(([s]) => state.sops.filter((x) => x.status === s).length),
                },
              ]}
            />
            <div className="rounded-lg bg-white shadow-sm">
              <h2 className="px-4 pt-3 text-sm font-medium text-slate-700">{t('system.rowsPerList')}</h2>
              <table className="w-full text-sm">
                <tbody>
                  {counts.map(({ r, count }) => (
                    <tr key={r.name} className="border-t border-slate-100">
                      <td className="px-4 py-1.5">{inLanguage(r.title, lang)}</td>
                      <td className="px-4 py-1.5 text-right tabular-nums">{count.toLocaleString()}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        </>
      )}
    </DashboardFrame>
  )
}
