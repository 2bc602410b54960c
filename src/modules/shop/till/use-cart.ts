import { useCallback, useEffect, useRef, useState } from 'react'
import { newId } from '../../../data/enqueue.ts'
import type { CartLine } from '../checkout.flow.ts'
import { nextReceiptNumber } from './next-receipt-number.ts'

export interface SellableItem {
  id: string
  name: string
  price: number
}

/**
 * A sale in progress. Its id (the Idempotency-Key, DESIGN: the key is the document's number) and its
 * printed receipt number are made when the sale starts.
 */
export function useCart() {
  const [id, setId] = useState(newId)
  const [receiptNo, setReceiptNo] = useState('')
  const numbered = useRef<Promise<string>>(Promise.resolve(''))
  const number = useCallback(() => {
    const next = nextReceiptNumber()
    numbered.current = next
    void next.then((n) => numbered.current === next && setReceiptNo(n))
  }, [])
  useEffect(() => number(), [number])
  /** The receipt number, waiting the few milliseconds its lock may take. */
  const receiptNumber = useCallback(() => numbered.current, [])
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
  const next = useCallback(() => {
    setLines([])
    setReceiptNo('')
    setId(newId())
    number()
  }, [number])
  return { id, receiptNo, receiptNumber, lines, add, setQty, setDiscount, setPrice, next }
}
