import { useCallback, useEffect, useRef, useState } from 'react'
import { newId } from '../../../data/enqueue.ts'
import type { CartLine } from '../checkout.flow.ts'
import { onReceiptNumberTaken, takeReceiptNumber, upcomingReceiptNumber } from './next-receipt-number.ts'

export interface SellableItem {
  id: string
  name: string
  price: number
}

/**
 * A sale in progress. Its id (the Idempotency-Key, DESIGN: the key is the document's number) is made
 * when the sale starts; its printed receipt number is shown as the upcoming one and taken when paid.
 */
export function useCart() {
  const [id, setId] = useState(newId)
  const [receiptNo, setReceiptNo] = useState(() => upcomingReceiptNumber())
  useEffect(() => onReceiptNumberTaken(() => setReceiptNo(upcomingReceiptNumber())), [])
  const taken = useRef<{ cart: string; no: Promise<string> } | null>(null)
  /** The sale's receipt number, taken once per cart (a second press of 收款 gets the same one). */
  const receiptNumber = useCallback(() => {
    if (taken.current?.cart !== id) taken.current = { cart: id, no: takeReceiptNumber() }
    return taken.current.no
  }, [id])
  const [lines, setLines] = useState<CartLine[]>([])

  const add = useCallback((item: SellableItem) => {
    setLines((ls) => {
      const at = ls.findIndex((l) => l.item_id === item.id)
      if (at >= 0) return ls.map((l, i) => (i === at ? { ...l, qty: l.qty + 1 } : l))
      return [
        ...ls,
        { item_id: item.id, name: item.name, price: item.price, list_price: item.price, qty: 1, discount: 0 },
      ]
    })
  }, [])
  const setQty = useCallback((itemId: string, qty: number) => {
    setLines((ls) =>
      qty <= 0
        ? ls.filter((l) => l.item_id !== itemId)
        : ls.map((l) => (l.item_id === itemId ? { ...l, qty } : l)),
    )
  }, [])
  const setDiscount = useCallback((itemId: string, discount: number) => {
    setLines((ls) =>
      ls.map((l) => (l.item_id === itemId ? { ...l, discount: Math.max(0, Math.round(discount)) } : l)),
    )
  }, [])
  /** A changed unit price (the price-override right's; the page offers it only to holders). */
  const setPrice = useCallback((itemId: string, price: number) => {
    setLines((ls) =>
      ls.map((l) => (l.item_id === itemId ? { ...l, price: Math.max(0, Math.round(price)) } : l)),
    )
  }, [])
  /** Who does the work on a line (null: nobody named); the name is the till's hint, the server writes its own. */
  const setStaff = useCallback((itemId: string, who: { id: string; name: string } | null) => {
    setLines((ls) =>
      ls.map((l) => {
        if (l.item_id !== itemId) return l
        const { staff_id: _id, staff_name: _name, ...rest } = l
        return who ? { ...rest, staff_id: who.id, staff_name: who.name } : rest
      }),
    )
  }, [])
  const next = useCallback(() => {
    setLines([])
    setReceiptNo(upcomingReceiptNumber())
    setId(newId())
  }, [])
  return { id, receiptNo, receiptNumber, lines, add, setQty, setDiscount, setPrice, setStaff, next }
}
