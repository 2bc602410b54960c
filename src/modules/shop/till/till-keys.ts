// The till's keyboard, declared once: what each key does and the hint under the cart, which is
// rendered from this list so the hint and the behaviour cannot drift apart.
import type { Text } from '../../../resources/text.ts'
import { PAY_METHODS, type PayMethod } from '../checkout.flow.ts'
import { tillKeysWords } from '../words.text.ts'

export type TillAction = 'findSale' | 'split' | 'shift' | 'cashMove' | { method: PayMethod }

interface KeyEntry {
  /** As the hint prints it. */
  keys: string
  label: Text
  /** Keys the till handles wherever focus is (the others belong to the field that has focus). */
  global?: (e: KeyLike) => TillAction | null
}

export type KeyLike = Pick<KeyboardEvent, 'key' | 'code' | 'altKey' | 'ctrlKey' | 'metaKey'>

const plain = (e: KeyLike) => !e.altKey && !e.ctrlKey && !e.metaKey

export const TILL_KEYS: readonly KeyEntry[] = [
  { keys: '↑↓', label: tillKeysWords.choose },
  { keys: 'Enter', label: tillKeysWords.add },
  { keys: 'F9', label: tillKeysWords.checkout },
  {
    keys: 'Alt+1–4',
    label: tillKeysWords.payMethod,
    // Plain digits stay amounts in 实收; Alt picks the method from anywhere on the till.
    global: (e) => {
      if (!e.altKey || e.ctrlKey || e.metaKey) return null
      const method = PAY_METHODS[Number(e.code.replace('Digit', '')) - 1]
      return method ? { method } : null
    },
  },
  {
    keys: 'Alt+5',
    label: tillKeysWords.split,
    global: (e) => (e.altKey && !e.ctrlKey && !e.metaKey && e.code === 'Digit5' ? 'split' : null),
  },
  { keys: 'Enter', label: tillKeysWords.pay },
  { keys: 'Enter', label: tillKeysWords.nextSale },
  {
    keys: 'F8',
    label: tillKeysWords.findSale,
    global: (e) => (e.key === 'F8' && plain(e) ? 'findSale' : null),
  },
  {
    keys: 'F6',
    label: tillKeysWords.cashMove,
    global: (e) => (e.key === 'F6' && plain(e) ? 'cashMove' : null),
  },
  {
    keys: 'F7',
    label: tillKeysWords.shift,
    global: (e) => (e.key === 'F7' && plain(e) ? 'shift' : null),
  },
]

/** The till action a key press anywhere on the till means, if any. */
export function tillAction(e: KeyLike): TillAction | null {
  for (const entry of TILL_KEYS) {
    const action = entry.global?.(e)
    if (action) return action
  }
  return null
}

export function keyHint(lang: 'zh' | 'en'): string {
  const parts = TILL_KEYS.map((k) => `${k.keys} ${k.label[lang]}`)
  return lang === 'zh' ? `快捷键：${parts.join(' · ')}` : `Keys: ${parts.join(' · ')}`
}
