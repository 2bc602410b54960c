import { useLiveQuery } from 'dexie-react-hooks'
import { forwardRef, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useUserDb } from '../../../data/db-context.tsx'
import { inputClass } from '../../../ui/input-class.ts'
import { formatFen } from '../../../views/field-display.ts'
import { loadPinyin, matchesItem } from './item-search.ts'
import { ScanDetector } from './scanner-input.ts'
import type { SellableItem } from './use-cart.ts'

interface Item extends SellableItem {
  code: string
  barcode?: string
  status: string
}

/** The till's search box: type, ↑↓ to choose, Enter to add; F9 goes to payment; a scanned barcode adds its item. */
export const ItemPicker = forwardRef<
  HTMLInputElement,
  { onAdd: (item: SellableItem) => void; onCheckout: () => void }
>(function ItemPicker({ onAdd, onCheckout }, ref) {
  const { t } = useTranslation()
  const db = useUserDb()
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(0)
  const [unknownCode, setUnknownCode] = useState('')
  const scanner = useRef(new ScanDetector())
  // The pinyin dictionary loads at the first letter typed, not with the till; the hits are filtered
  // again once initials can match.
  const [pinyinLoaded, setPinyinLoaded] = useState(false)
  useEffect(() => {
    if (pinyinLoaded || !/[a-z]/i.test(query)) return
    let live = true
    void loadPinyin().then(() => live && setPinyinLoaded(true))
    return () => {
      live = false
    }
  }, [query, pinyinLoaded])
  const items = useLiveQuery(() => db.table('serviceItems').toArray() as Promise<Item[]>, [db], [])
  const hits = items.filter((i) => i.status === 'active' && matchesItem(i, query)).slice(0, 8)

  const scanned = async (code: string) => {
    setQuery('')
    setActive(0)
    const item = (await db.table('serviceItems').where('barcode').equals(code).first()) as Item | undefined
    if (item && item.status === 'active') {
      setUnknownCode('')
      onAdd(item)
    } else setUnknownCode(code)
  }

  const onKey = (e: React.KeyboardEvent) => {
    const code = scanner.current.key(e.key, e.timeStamp)
    if (code) {
      e.preventDefault()
      return void scanned(code)
    }
    if (e.key.length === 1) setUnknownCode('')
    if (e.key === 'ArrowDown') setActive((a) => Math.min(a + 1, hits.length - 1))
    else if (e.key === 'ArrowUp') setActive((a) => Math.max(a - 1, 0))
    else if (e.key === 'Enter' && hits[active]) {
      onAdd(hits[active])
      setQuery('')
      setActive(0)
    } else if (e.key === 'F9') onCheckout()
    else return
    e.preventDefault()
  }
  return (
    <div>
      <input
        ref={ref}
        role="combobox"
        aria-expanded={hits.length > 0}
        aria-controls="till-hits"
        aria-activedescendant={hits[active] ? `till-hit-${active}` : undefined}
        aria-label={t('till.search')}
        placeholder={t('till.search')}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value)
          setActive(0)
        }}
        onKeyDown={onKey}
        className={inputClass}
      />
      {unknownCode && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {t('till.unknownBarcode', { code: unknownCode })}
        </p>
      )}
      <div
        id="till-hits"
        role="listbox"
        className="mt-1 divide-y divide-slate-100 rounded-pm3 border border-slate-100"
      >
        {hits.map((item, i) => (
          <div
            key={item.id}
            id={`till-hit-${i}`}
            role="option"
            tabIndex={-1}
            aria-selected={i === active}
            onMouseDown={(e) => {
              e.preventDefault()
              onAdd(item)
            }}
            className={`flex cursor-pointer justify-between px-3 py-1.5 text-sm pointer-coarse:py-3 ${i === active ? 'bg-primary/10 text-primary' : ''}`}
          >
            <span>
              {item.name} <span className="text-xs text-slate-400">{item.code}</span>
            </span>
            <span>{formatFen(item.price)}</span>
          </div>
        ))}
      </div>
    </div>
  )
})
