// A picker for a long list (50 staff, 200 contracts): typed into, matched by name or by pinyin
// initials (zw → 张伟), picked by keyboard or pointer. A short list stays a plain select, quicker on a
// phone. Until Headless UI or the pinyin dictionary has arrived, a select or name matches serve.
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { loadPinyin, nameMatches, pinyinReady } from '../lib/pinyin-initials.ts'
import {
  Combobox,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  loadHeadless,
  useHeadlessReady,
} from './headless.tsx'

export interface PickerOption {
  id: string
  label: string
}

/** From this many options a picker is searched, not scrolled. */
export const SEARCHABLE_FROM = 12

interface Props {
  /** Absent where the label wraps the picker. */
  id?: string | undefined
  value: string
  onChange: (id: string) => void
  options: readonly PickerOption[]
  /** The words of "nothing chosen" (—, 请选择); absent: a choice is required. */
  empty?: string
  className: string
  disabled?: boolean | undefined
  onBlur?: () => void
  'aria-invalid'?: boolean | undefined
  'aria-required'?: boolean | undefined
  'aria-describedby'?: string | undefined
}

export function SearchablePicker(props: Props) {
  const { options, value, onChange, empty, id, className, disabled, onBlur, ...aria } = props
  const ready = useHeadlessReady()
  const long = options.length >= SEARCHABLE_FROM
  useEffect(() => {
    if (long) void loadHeadless().catch(() => undefined)
  }, [long])
  if (!long || !ready)
    return (
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        className={className}
        {...aria}
      >
        {empty !== undefined && <option value="">{empty}</option>}
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.label}
          </option>
        ))}
      </select>
    )
  return <Searched {...props} />
}

function Searched({ options, value, onChange, empty, id, className, disabled, onBlur, ...aria }: Props) {
  const { t } = useTranslation()
  const [query, setQuery] = useState('')
  // Drawn again when the dictionary arrives, so initials typed meanwhile start to match.
  const [, setPinyin] = useState(pinyinReady())
  const chosen = options.find((o) => o.id === value) ?? null
  const shown = useMemo(() => options.filter((o) => nameMatches(o.label, query)), [options, query])
  const want = () => {
    if (!pinyinReady()) void loadPinyin().then(() => setPinyin(true))
  }
  return (
    <Combobox
      value={chosen}
      onChange={(o: PickerOption | null) => onChange(o?.id ?? '')}
      onClose={() => setQuery('')}
      disabled={disabled}
      immediate
    >
      <div className="relative">
        <ComboboxInput
          id={id}
          className={className}
          placeholder={empty ?? t('form.pickerSearch')}
          title={t('form.pickerSearch')}
          displayValue={(o: PickerOption | null) => o?.label ?? ''}
          onChange={(e: React.ChangeEvent<HTMLInputElement>) => {
            want()
            setQuery(e.target.value)
          }}
          onFocus={want}
          onBlur={onBlur}
          autoComplete="off"
          {...aria}
        />
        <ComboboxOptions
          anchor="bottom start"
          className="z-[60] max-h-64 w-[var(--input-width)] overflow-y-auto rounded-pm3 border border-slate-200 bg-white py-1 text-sm shadow-lg empty:invisible"
        >
          {empty !== undefined && !query && (
            <ComboboxOption
              value={null}
              className="cursor-pointer px-3 py-2 text-slate-500 data-focus:bg-primary/10"
            >
              {empty}
            </ComboboxOption>
          )}
          {shown.map((o) => (
            <ComboboxOption
              key={o.id}
              value={o}
              className="cursor-pointer px-3 py-2 text-slate-900 data-focus:bg-primary/10 data-selected:font-medium"
            >
              {o.label}
            </ComboboxOption>
          ))}
          {shown.length === 0 && <div className="px-3 py-2 text-slate-500">{t('form.pickerNone')}</div>}
        </ComboboxOptions>
      </div>
    </Combobox>
  )
}
