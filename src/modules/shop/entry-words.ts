// How the till's queued writes read in the sync panel: what was done, to whom, for how much — the
// words a cashier would use, not the entry's key.
import type { Language } from '../../api/error-catalogue.ts'
import type { CommandStore } from '../../data/define-command.ts'
import { formatFen } from '../../lib/money-format.ts'
import { bilingual, inLanguage, type Text } from '../../resources/text.ts'
import { memberRequests } from './member-requests.resource.ts'
import { members } from './members.resource.ts'
import { orders } from './orders.resource.ts'

const WORDS = {
  topUp: bilingual('会员充值 {amount}：{member}', 'Top-up {amount}: {member}'),
  cardSale: bilingual('售卡 {card} {amount}：小票 {receipt}', 'Card sale {card} {amount}: receipt {receipt}'),
  refund: bilingual('退款 {amount}：小票 {receipt}', 'Refund {amount}: receipt {receipt}'),
  openShift: bilingual('开班 {till}（备用金 {amount}）', 'Open shift {till} (float {amount})'),
  cashIn: bilingual('钱箱存入 {amount}：{reason}', 'Cash in {amount}: {reason}'),
  cashOut: bilingual('钱箱取出 {amount}：{reason}', 'Cash out {amount}: {reason}'),
  closeShift: bilingual('交班（实点 {amount}）', 'Close shift (counted {amount})'),
  takeOver: bilingual('接班 {at}', 'Take over the shift {at}'),
  registerTill: bilingual('登记收银台：{name}（{code}）', 'Register till: {name} ({code})'),
  adoptTill: bilingual('本机接管收银台：{name}', 'This device adopts till: {name}'),
  admit: bilingual('办理会员：{name}', 'Admit member: {name}'),
  bind: bilingual('绑定会员卡：{name}', 'Bind card: {name}'),
  decline: bilingual('拒绝会员申请：{name}', 'Decline request: {name}'),
} satisfies Record<string, Text>

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
