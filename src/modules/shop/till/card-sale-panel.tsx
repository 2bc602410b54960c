// 售卡 at the member till: a card with a price sold to the member found (or a new one), paid by a
// method into the shift, printed as a receipt like any sale. A cashier needs the shop manager
// (店长授权) for it, as for any card with value; the server decides again when it arrives.
import { useLiveQuery } from 'dexie-react-hooks'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { holdsRight } from '../../../auth/access-codes.ts'
import { useSession } from '../../../auth/use-session.ts'
import { InvalidPayload } from '../../../data/command-kit.ts'
import { useUserDb, useWriteCommand } from '../../../data/db-context.tsx'
import { newId } from '../../../data/enqueue.ts'
import type { Row } from '../../../data/user-db.ts'
import { companyDateTime } from '../../../lib/company-time.ts'
import { formatFen } from '../../../lib/money-format.ts'
import { parseYuan } from '../../../lib/money-input.ts'
import { Button } from '../../../ui/button.tsx'
import { inputClass } from '../../../ui/input-class.ts'
import { moneyProblemText } from '../../../views/money-problem.ts'
import { cardLine, cardSale } from '../card-sale.command.ts'
import { cardSoldAtTill } from '../card-value.ts'
import { PAY_METHODS, type PayMethod, settle } from '../checkout.flow.ts'
import { type Grant, useManagerApproval } from './manager-approval.tsx'
import type { FoundMember } from './member-lookup.tsx'
import type { ReceiptData } from './receipt.tsx'

const DAY_MS = 86_400_000

export function CardSalePanel({
  member,
  cart,
  shiftId,
  onSold,
}: {
  member: FoundMember | null
  cart: { id: string; receiptNumber: () => Promise<string> }
  shiftId: string | undefined
  onSold: (receipt: ReceiptData) => void
}) {
  const { t } = useTranslation()
  const db = useUserDb()
  const write = useWriteCommand()
  const { user } = useSession()
  const cards = useLiveQuery(
    async () =>
      ((await db.table('cardTypes').toArray()) as Row[]).filter(
        (c) => cardSoldAtTill(c) && c.status !== 'disabled',
      ),
    [db],
    [],
  )
  const [open, setOpen] = useState(false)
  const [cardId, setCardId] = useState('')
  const [fresh, setFresh] = useState({ card_no: '', name: '', mobile: '' })
  const [method, setMethod] = useState<PayMethod>('cash')
  const [tendered, setTendered] = useState('')
  const [error, setError] = useState('')
  // Fixed before a manager is asked: their grant is for this member.
  const [newMemberId, setNewMemberId] = useState(newId)
  const memberId = member?.id ?? newMemberId
  const approval = useManagerApproval('issueCard', memberId, (grant) => void sell(grant))
  const card = cards.find((c) => String(c.id) === cardId) ?? cards[0]

  const sell = async (grant?: Grant) => {
    setError('')
    if (!card) return setError(t('tillSales.noCards'))
    const price = Number(card.price)
    const newMember = member
      ? undefined
      : { card_no: fresh.card_no.trim(), name: fresh.name.trim(), mobile: fresh.mobile.trim() }
    if (newMember && (!newMember.card_no || !newMember.name || !/^1\d{10}$/.test(newMember.mobile)))
      return setError(t('tillSales.fieldsMissing'))
    if (newMember && (await db.table('members').where('card_no').equals(newMember.card_no).count()))
      return setError(t('tillSales.cardTaken', { card: newMember.card_no }))
    const typed =
      method === 'cash' ? parseYuan(tendered || String(price / 100)) : { ok: true as const, fen: 0 }
    if (!typed.ok) return setError(moneyProblemText(t, typed.problem))
    const paid = settle(method, price, typed.fen)
    if (!paid) return setError(t('till.notEnough'))
    if (!holdsRight(user, 'priceOverride') && !grant) {
      setError(t('member.cardNeedsManager', { card: String(card.name) }))
      return approval.ask()
    }
    const receipt_no = await cart.receiptNumber()
    const sold_at = new Date().toISOString()
    const days = Number(card.validity_days ?? 0)
    const payload = {
      id: cart.id,
      receipt_no,
      sold_at,
      ...(shiftId ? { shift_id: shiftId } : {}),
      member_id: memberId,
      ...(newMember ? { new_member: newMember } : {}),
      card_type: String(card.id),
      card_name: String(card.name),
      total: price,
      method,
      ...paid,
      opening_balance: Number(card.initial_balance ?? 0),
      opening_points: Number(card.initial_points ?? 0),
      ...(days > 0 ? { valid_until: companyDateTime(Date.now() + days * DAY_MS)[0] } : {}),
      ...(grant ? { grant: grant.grant, approved_by: grant.manager } : {}),
    }
    try {
      await write(cardSale, payload, { id: cart.id })
    } catch (e) {
      if (e instanceof InvalidPayload) return setError(e.messages.join('；'))
      throw e
    }
    const after = (await db.table('members').get(memberId)) as Row | undefined
    onSold({
      id: cart.id,
      receiptNo: receipt_no,
      lines: [cardLine(payload)],
      total: price,
      method,
      ...paid,
      soldAt: sold_at,
      member: {
        name: String(after?.name ?? member?.name ?? ''),
        balanceAfter: Number(after?.balance ?? 0),
        provisional: !navigator.onLine,
      },
      ...(grant ? { approvedBy: grant.manager } : {}),
    })
    setOpen(false)
    setTendered('')
    setFresh({ card_no: '', name: '', mobile: '' })
    setNewMemberId(newId())
  }

  if (!open)
    return (
      <Button variant="outline" size="md" className="min-h-11" onClick={() => setOpen(true)}>
        {t('tillSales.sellCard')}
      </Button>
    )
  return (
    <form
      className="space-y-2 rounded-lg bg-white p-4 shadow-sm"
      aria-label={t('tillSales.sellCardTitle')}
      onSubmit={(e) => {
        e.preventDefault()
        void sell()
      }}
    >
      <p className="font-medium">{t('tillSales.sellCardTitle')}</p>
      {cards.length === 0 ? (
        <p className="text-sm text-slate-600">{t('tillSales.noCards')}</p>
      ) : (
        <label className="block text-sm">
          {t('tillSales.cardType')}
          <select
            value={String(card?.id ?? '')}
            onChange={(e) => setCardId(e.target.value)}
            className={inputClass}
          >
            {cards.map((c) => (
              <option key={String(c.id)} value={String(c.id)}>
                {String(c.name)} · {formatFen(Number(c.price))}
              </option>
            ))}
          </select>
        </label>
      )}
      {member ? (
        <p className="text-sm">{t('tillSales.toMember', { name: member.name, card: member.cardNo })}</p>
      ) : (
        <fieldset className="grid gap-2 sm:grid-cols-3" aria-label={t('tillSales.newMember')}>
          {(['card_no', 'name', 'mobile'] as const).map((field) => (
            <label key={field} className="block text-sm">
              {t(`tillSales.${field === 'card_no' ? 'cardNo' : field}`)}
              <input
                value={fresh[field]}
                inputMode={field === 'mobile' ? 'tel' : undefined}
                onChange={(e) => setFresh({ ...fresh, [field]: e.target.value })}
                className={inputClass}
              />
            </label>
          ))}
        </fieldset>
      )}
      <label className="block text-sm">
        {t('tillSales.method')}
        <select
          value={method}
          onChange={(e) => setMethod(e.target.value as PayMethod)}
          className={inputClass}
        >
          {PAY_METHODS.map((m) => (
            <option key={m} value={m}>
              {t(`till.methods.${m}`)}
            </option>
          ))}
        </select>
      </label>
      {method === 'cash' && (
        <label className="block text-sm">
          {t('tillSales.tendered')}
          <input
            inputMode="decimal"
            value={tendered}
            placeholder={card ? String(Number(card.price) / 100) : ''}
            onChange={(e) => setTendered(e.target.value)}
            className={inputClass}
          />
        </label>
      )}
      {error && (
        <p role="alert" className="rounded bg-red-50 px-2 py-1 text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" className="min-h-11 flex-1" disabled={!card}>
          {t('tillSales.take', { price: card ? formatFen(Number(card.price)) : '' })}
        </Button>
        <Button type="button" variant="quiet" className="min-h-11" onClick={() => setOpen(false)}>
          {t('form.cancel')}
        </Button>
      </div>
      {approval.dialog}
    </form>
  )
}
