// One filter per visible column, by field kind: text contains, enum choice, ref by label, date
// range, money range in yuan, yes/no. Changes narrow the list (and its export) at once.
import { useTranslation } from 'react-i18next'
import type { Language } from '../api/error-catalogue.ts'
import { type FieldFilter, filterKindOf, type ListQuery } from '../data/list-query.ts'
import type { AnyResource } from '../resources/define-resource.ts'
import type { Field } from '../resources/fields.ts'
import { inLanguage } from '../resources/text.ts'
import { officeText } from './office.text.ts'

const box =
  'w-full min-w-0 rounded border border-slate-300 px-1.5 py-1 text-xs font-normal outline-none focus:border-primary'

function numberOrUndefined(v: string): number | undefined {
  return v.trim() === '' || Number.isNaN(Number(v)) ? undefined : Number(v)
}

function FilterControl({
  field,
  value,
  onChange,
  lang,
}: {
  field: Field
  value: FieldFilter | undefined
  onChange: (f: FieldFilter | undefined) => void
  lang: Language
}) {
  const { t: say } = useTranslation([officeText.ns, 'translation'])
  const label = say('filterBy', { label: inLanguage(field.label, lang) })
  // A title alone is no label to a screen reader; it stays as the tooltip a mouse user sees.
  const named = (name: string) => ({ title: name, 'aria-label': name, className: box })
  switch (filterKindOf(field)) {
    case 'text':
      return (
        <input
          {...named(label)}
          value={value?.kind === 'text' ? value.contains : ''}
          onChange={(e) => onChange({ kind: 'text', contains: e.target.value })}
        />
      )
    case 'ref':
      return (
        <input
          {...named(label)}
          value={value?.kind === 'ref' ? value.label : ''}
          onChange={(e) => onChange({ kind: 'ref', label: e.target.value })}
        />
      )
    case 'enum':
      return (
        <select
          {...named(label)}
          value={value?.kind === 'enum' ? value.value : ''}
          onChange={(e) => onChange(e.target.value ? { kind: 'enum', value: e.target.value } : undefined)}
        >
          <option value="">{say('any')}</option>
          {field.kind === 'enum' &&
            Object.entries(field.options).map(([k, t]) => (
              <option key={k} value={k}>
                {inLanguage(t, lang)}
              </option>
            ))}
        </select>
      )
    case 'bool':
      return (
        <select
          {...named(label)}
          value={value?.kind === 'bool' ? String(value.value) : ''}
          onChange={(e) =>
            onChange(e.target.value ? { kind: 'bool', value: e.target.value === 'true' } : undefined)
          }
        >
          <option value="">{say('any')}</option>
          <option value="true">{say('translation:list.yes')}</option>
          <option value="false">{say('translation:list.no')}</option>
        </select>
      )
    case 'date': {
      const d = value?.kind === 'date' ? value : { kind: 'date' as const }
      return (
        <div className="flex gap-0.5">
          <input
            type="date"
            {...named(`${label} ${say('from')}`)}
            value={d.from ?? ''}
            onChange={(e) => onChange({ ...d, from: e.target.value || undefined })}
          />
          <input
            type="date"
            {...named(`${label} ${say('to')}`)}
            value={d.to ?? ''}
            onChange={(e) => onChange({ ...d, to: e.target.value || undefined })}
          />
        </div>
      )
    }
    case 'money': {
      const m = value?.kind === 'money' ? value : { kind: 'money' as const }
      return (
        <div className="flex gap-0.5">
          <input
            inputMode="decimal"
            {...named(`${label} ${say('min')}`)}
            placeholder={say('min')}
            defaultValue={m.min ?? ''}
            onChange={(e) => onChange({ ...m, min: numberOrUndefined(e.target.value) })}
          />
          <input
            inputMode="decimal"
            {...named(`${label} ${say('max')}`)}
            placeholder={say('max')}
            defaultValue={m.max ?? ''}
            onChange={(e) => onChange({ ...m, max: numberOrUndefined(e.target.value) })}
          />
        </div>
      )
    }
    default:
      return null
  }
}

/** What the list's controls (filters, the columns menu) work on: the resource and the list's query. */
export interface ListControlProps {
  resource: AnyResource
  query: ListQuery
  setQuery: (change: (q: ListQuery) => ListQuery) => void
  lang: Language
}

/** The filter cells under the column headers, one per visible column. */
export function ListFilters({ resource: r, query, setQuery, lang }: ListControlProps) {
  const set = (name: string, f: FieldFilter | undefined) =>
    setQuery((q) => {
      const filters = { ...q.filters }
      if (f) filters[name] = f
      else delete filters[name]
      return { ...q, filters }
    })
  return (
    <>
      {query.columns.map((c) => (
        <div key={c} className="px-1 py-1">
          <FilterControl
            field={r.fields[c]!}
            value={query.filters[c]}
            onChange={(f) => set(c, f)}
            lang={lang}
          />
        </div>
      ))}
    </>
  )
}
