// How the till's queued writes read in the sync panel: what was done, to whom, for how much — the
// words a cashier would use, not the entry's key.
import type { Language } from '../../api/error-catalogue.ts'
import type { CommandStore } from '../../data/define-command.ts'
import { formatFen } from '../../lib/money-format.ts'
import { inLanguage, type Text } from '../../resources/text.ts'
import { memberRequests } from './member-requests.resource.ts'
import { members } from './members.resource.ts'
import { orders } from './orders.resource.ts'
import { entryWordsWords } from './words.text.ts'

const WORDS = entryWordsWords.WORDS satisfies Record<string, Text>

export function shopWords(
  key: keyof typeof WORDS,
  lang: Language,
  vars: Record<string, string | number>,
): string {
  return inLanguage(WORDS[key], lang).replace(/\{(\w+)\}/g, (_, k: string) => {
    const v = vars[k]
    return typeof v === 'number' ? formatFen(v) : (v ?? '')
  })
}

type Read = Pick<CommandStore, 'get'>

export const memberName = async (store: Read, id: string) =>
  String((await store.get(members, id))?.name ?? id)
export const receiptOf = async (store: Read, orderId: string) =>
  String((await store.get(orders, orderId))?.receipt_no ?? orderId)

/** A decision on a visitor's sign-up, as the sync panel says it: what was done, to whom. */
export const aboutSignUp =
  (key: 'admit' | 'bind' | 'decline') => async (p: { id: string }, lang: Language, store: Read) =>
    shopWords(key, lang, { name: String((await store.get(memberRequests, p.id))?.name ?? p.id) })
