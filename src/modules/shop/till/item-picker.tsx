import { useLiveQuery } from 'dexie-react-hooks'
import { forwardRef, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useUserDb } from '../../../data/db-context.tsx'
import { formatFen } from '../../../lib/money-format.ts'
import { inputClass } from '../../../ui/input-class.ts'
import { firstMatches, loadPinyin, pinyinReady, searchIndex } from './item-search.ts'
import { ScanDetector } from './scanner-input.ts'
import type { SellableItem } from './use-cart.ts'

const HITS = 8
/** Keys closer than this are a scanner's, not a person's. */
const SCAN_PACE_MS = 35

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
  // The box is the browser's own (uncontrolled): a scanner's burst of keys renders nothing until
  // its Enter, and what Enter adds is taken from what the box holds right now.
  const input = useRef<HTMLInputElement>(null)
  useImperativeHandle(ref, () => input.current as HTMLInputElement, [])
  const typed = () => input.current?.value ?? ''
  const [active, setActive] = useState(0)
  const [unknownCode, setUnknownCode] = useState('')
  const scanner = useRef(new ScanDetector())
  // The pinyin dictionary loads at the first letter typed, not with the till; the hits are filtered
  // again once initials can match.
  const [listed, setListed] = useState('')
  const [pinyinLoaded, setPinyinLoaded] = useState(false)
  useEffect(() => {
    if (pinyinLoaded || !/[a-z]/i.test(listed)) return
    let live = true
    void loadPinyin().then(() => live && setPinyinLoaded(true))
    return () => {
      live = false
    }
  }, [listed, pinyinLoaded])
  const items = useLiveQuery(() => db.table('serviceItems').toArray() as Promise<Item[]>, [db], [])
  // biome-ignore lint/correctness/useExhaustiveDependencies: initials are read from the dictionary once it has loaded
  const index = useMemo(() => searchIndex(items), [items, pinyinLoaded])
  const firstHits = (query: string) => firstMatches(index, query, HITS)
  // The list redraws on each key a person types, in the same frame, but not inside a scanner's
  // burst, which must not wait for it.
  const hits = useMemo(() => firstMatches(index, listed, HITS), [index, listed])
  const lastKeyAt = useRef(0)
  const burstTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const type = (text: string) => {
    const now = performance.now()
    const inBurst = now - lastKeyAt.current < SCAN_PACE_MS
    lastKeyAt.current = now
    clearTimeout(burstTimer.current)
    if (inBurst) burstTimer.current = setTimeout(() => setListed(text), SCAN_PACE_MS)
    else setListed(text)
  }
  const clear = () => {
    clearTimeout(burstTimer.current)
    if (input.current) input.current.value = ''
    setListed('')
  }
  useEffect(() => () => clearTimeout(burstTimer.current), [])

  // A scan finds its item in memory, in the same event: no IndexedDB round trip between the
  // scanner's Enter and the cart.
  const byCode = useMemo(() => {
    const map = new Map<string, Item>()
    for (const item of items) {
      // A goods barcode, or the item's own code printed on a shelf label.
      if (item.code) map.set(item.code, item)
      if (item.barcode) map.set(item.barcode, item)
    }
    return map
  }, [items])

  const scanned = async (code: string) => {
    clear()
    setActive(0)
    // The in-memory catalogue may not be read yet right after the till opens: then ask the database.
    const item =
      byCode.get(code) ??
      ((await db.table('serviceItems').where('barcode').equals(code).first()) as Item | undefined) ??
      ((await db.table('serviceItems').where('code').equals(code).first()) as Item | undefined)
    if (item && item.status === 'active') {
      setUnknownCode('')
      onAdd(item)
    } else setUnknownCode(code)
  }

  const onKey = (e: React.KeyboardEvent) => {
    const code = scanner.current.key(e.key, e.timeStamp)
    if (code) {
      e.preventDefault()
      // A scan the page paused in the middle of is timed from the pause on: what the box holds is
      // the whole code when that is one.
      // An unknown code is reported as the box holds it, whole, not as the burst's tail.
      const whole = typed().trim()
      return void scanned(byCode.has(whole) || (/^\d+$/.test(whole) && whole.endsWith(code)) ? whole : code)
    }
    if (e.key.length === 1 && unknownCode) setUnknownCode('')
    const query = typed()
    // A code typed in full (a barcode keyed by hand off a torn label, or a scan the page was too
    // busy to time as one) adds its item, unless the cashier has moved to another hit.
    const exact = active === 0 ? byCode.get(query.trim()) : undefined
    const chosen =
      e.key === 'Enter' ? (exact?.status === 'active' ? exact : firstHits(query)[active]) : undefined
    const choose = (item: Item) => {
      onAdd(item)
      clear()
      setActive(0)
    }
    if (e.key === 'ArrowDown') setActive((a) => Math.min(a + 1, hits.length - 1))
    else if (e.key === 'ArrowUp') setActive((a) => Math.max(a - 1, 0))
    else if (chosen) choose(chosen)
    else if (e.key === 'Enter' && /[a-z]/i.test(query) && !pinyinReady()) {
      // Initials typed right after the till opened, before the dictionary arrived: the Enter waits
      // for it rather than be lost.
      const at = active
      void loadPinyin().then(() => {
        const late = firstMatches(searchIndex(items), query, HITS)[at]
        if (late) choose(late)
      })
    } else if (e.key === 'Enter' && query.trim()) {
      // Nothing on the list: a code the catalogue may hold beyond what is in memory yet (a scan
      // under load, right after the till opened), else said as unknown, never dropped in silence.
      void scanned(query.trim())
    } else if (e.key === 'F9') onCheckout()
    else return
    e.preventDefault()
  }
  return (
    <div>
      <input
        ref={input}
        role="combobox"
        aria-expanded={hits.length > 0}
        aria-controls="till-hits"
        aria-activedescendant={hits[active] ? `till-hit-${active}` : undefined}
        aria-label={t('till.search')}
        placeholder={t('till.search')}
        defaultValue=""
        onChange={(e) => {
          type(e.target.value)
          if (active !== 0) setActive(0)
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
              {item.name} <span className="text-xs text-slate-600">{item.code}</span>
            </span>
            <span>{formatFen(item.price)}</span>
          </div>
        ))}
      </div>
    </div>
  )
})
