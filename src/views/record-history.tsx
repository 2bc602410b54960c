// The History tab of a record's form: who changed what, from which device (in words), when; newest first.

import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { HistoryEntry } from '../api/record-history.ts'
import { deviceId } from '../auth/device-identity.ts'
import { recordHistory } from '../data/sync-client.ts'
import { wordFor } from '../i18n/keys.ts'
import { useLanguage } from '../i18n/use-language.ts'
import { formatCompanyTime } from '../lib/company-time.ts'
import type { AnyResource } from '../resources/define-resource.ts'
import { displayValue } from '../resources/field-text.ts'
import { inLanguage } from '../resources/text.ts'
import { useOnline } from '../ui/use-online.ts'
import { changeSource } from './change-source.ts'
import { useRefLabels } from './use-ref-labels.ts'

/** The catalogue's word (under `edits`) for what a change did. */
export const ACTION_WORD = {
  create: 'created',
  update: 'updated',
  delete: 'deleted',
  restore: 'restored',
  purge: 'purged',
} as const satisfies Record<HistoryEntry['action'], string>

export function RecordHistory({ resource: r, id }: { resource: AnyResource; id: string }) {
  const { t } = useTranslation()
  const lang = useLanguage()
  const refs = useRefLabels(r)
  const online = useOnline()
  const [state, setState] = useState<{ rows?: HistoryEntry[]; error?: string }>({})
  useEffect(() => {
    if (!online) return
    let live = true
    setState({})
    recordHistory(r.name, id).then(
      (rows) => live && setState({ rows }),
      (e: unknown) => live && setState({ error: e instanceof Error ? e.message : String(e) }),
    )
    return () => {
      live = false
    }
  }, [r.name, id, online])
  if (!online) return <p className="text-sm text-slate-500">{t('edits.historyOffline')}</p>
  if (state.error)
    return <p className="text-sm text-red-700">{t('edits.historyFailed', { message: state.error })}</p>
  if (!state.rows) return <p className="text-sm text-slate-500">{t('edits.historyLoading')}</p>
  if (state.rows.length === 0) return <p className="text-sm text-slate-500">{t('edits.historyEmpty')}</p>
  const show = (field: string, value: unknown) =>
    r.fields[field] ? displayValue(r.fields[field], value, lang, refs.label) || '—' : String(value ?? '—')
  const fieldLabel = (field: string) => {
    const declared = r.fields[field]
    return declared ? inLanguage(declared.label, lang) : wordFor(t, 'edits.historyFields', field)
  }
  return (
    <ol data-testid="record-history" className="space-y-3 text-sm">
      {[...state.rows].reverse().map((h) => (
        <li key={h.rev} className="border-b border-slate-100 pb-2">
          <div className="text-slate-700">
            <span className="font-medium">{h.user.name}</span> {t(`edits.${ACTION_WORD[h.action]}`)} ·{' '}
            {formatCompanyTime(h.serverTime)}
          </div>
          <div className="text-xs text-slate-500">
            {h.device && `${t('edits.device')}: ${changeSource(h, deviceId(), t)}`}
            {h.clientTime !== null && ` · ${t('edits.clientTime')}: ${formatCompanyTime(h.clientTime)}`}
          </div>
          {h.action === 'update' && (
            <ul className="mt-1 text-xs">
              {h.changes.map((c) => (
                <li key={c.field}>
                  {fieldLabel(c.field)}: {show(c.field, c.from)} → {show(c.field, c.to)}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  )
}
