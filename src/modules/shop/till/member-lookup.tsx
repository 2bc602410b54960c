import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { holdsRight } from '../../../auth/access-codes.ts'
import { useSession } from '../../../auth/use-session.ts'
import { useUserDb, useWriteCommand } from '../../../data/db-context.tsx'
import { newId } from '../../../data/enqueue.ts'
import type { Row } from '../../../data/user-db.ts'
import { formatFen } from '../../../lib/money-format.ts'
import { parseYuan } from '../../../lib/money-input.ts'
import { Button } from '../../../ui/button.tsx'
import { inputClass } from '../../../ui/input-class.ts'
import { moneyProblemText } from '../../../views/money-problem.ts'
import { PAY_METHODS, type PayMethod } from '../checkout.flow.ts'
import { memberTopUp } from '../shop.commands.ts'
import { topUpCapOf } from '../top-up-cap.ts'
import { type Grant, useManagerApproval } from './manager-approval.tsx'
import { TopUpReceipt, type TopUpSlip } from './top-up-receipt.tsx'

export interface FoundMember {
  id: string
  name: string
  cardNo: string
  discount: number
  cardType: string
}

/** Find a member by card number or mobile (Enter); shows balance and card discount, and tops up. */
export function MemberLookup({
  member,
  onFound,
  balance,
  lookup = true,
  shiftId,
}: {
  member: FoundMember | null
  onFound: (m: FoundMember | null) => void
  balance: number | null
  /** Off on the member's own detail, where the member is already known. */
  lookup?: boolean
  /** The till's open shift, which a top-up paid in cash goes into. */
  shiftId?: string
}) {
  const { t } = useTranslation()
  const { user, site } = useSession()
  const db = useUserDb()
  const [query, setQuery] = useState('')
  const [missing, setMissing] = useState(false)
  const [amount, setAmount] = useState('')
  const [amountProblem, setAmountProblem] = useState('')
  const [method, setMethod] = useState<PayMethod>('cash')
  const [slip, setSlip] = useState<TopUpSlip | null>(null)
  // A slip belongs to the member it was printed for.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the member changes
  useEffect(() => setSlip(null), [member?.id])
  const write = useWriteCommand()

  const find = async () => {
    const q = query.trim()
    const row =
      ((await db.table('members').where('card_no').equals(q).first()) as Row | undefined) ??
      ((await db.table('members').where('mobile').equals(q).first()) as Row | undefined)
    setMissing(!row)
    if (!row) return onFound(null)
    const type = (await db.table('cardTypes').get(String(row.card_type))) as Row | undefined
    onFound({
      id: row.id,
      name: String(row.name),
      cardNo: String(row.card_no),
      discount: Number(type?.discount ?? 100),
      cardType: String(type?.name ?? ''),
    })
  }
  // The top-up's id is made once per form, so a manager's grant asked for it still fits when sent.
  const [topUpId, setTopUpId] = useState(newId)
  const approval = useManagerApproval('topUpOverCap', topUpId, (grant) => void topUp(grant))
  const topUp = async (grant?: Grant) => {
    if (!member) return
    const typed = parseYuan(amount, { allowZero: false })
    if (!typed.ok) return setAmountProblem(moneyProblemText(t, typed.problem))
    const fen = typed.fen
    // Above the cap the shop manager approves it here; the server decides again when it arrives.
    const cap = topUpCapOf(site)
    if (fen > cap && !holdsRight(user, 'priceOverride') && !grant) {
      setAmountProblem(t('till.topUpOverCap', { cap: formatFen(cap) }))
      return approval.ask()
    }
    setAmountProblem('')
    const id = topUpId
    const at = new Date().toISOString()
    await write(memberTopUp, {
      id,
      member_id: member.id,
      amount: fen,
      at,
      method,
      ...(shiftId ? { shift_id: shiftId } : {}),
      ...(grant ? { grant: grant.grant, approved_by: grant.manager } : {}),
    })
    setTopUpId(newId())
    setAmount('')
    // The mirror already holds the top-up (its optimistic effect): the slip prints that balance.
    const after = (await db.table('members').get(member.id)) as Row | undefined
    setSlip({
      id,
      member: member.name,
      cardNo: member.cardNo,
      amount: fen,
      method,
      at,
      balanceAfter: Number(after?.balance ?? (balance ?? 0) + fen),
    })
  }
  return (
    <div className="space-y-2 rounded-lg bg-white p-4 shadow-sm">
      {lookup && (
        <input
          aria-label={t('till.findMember')}
          placeholder={t('till.findMember')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault()
              void find()
            }
          }}
          className={inputClass}
        />
      )}
      {missing && <p className="text-sm text-red-600">{t('till.noMember')}</p>}
      {member && (
        <div className="text-sm" data-testid="member-card">
          <p className="font-medium">
            {member.name} · {member.cardNo} · {member.cardType}
          </p>
          <p>
            {t('till.discount')}: {member.discount}% · {t('till.balance')}:{' '}
            <span data-testid="member-balance">{balance === null ? '—' : formatFen(balance)}</span>
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <input
              inputMode="decimal"
              aria-label={t('till.topUpAmount')}
              placeholder={t('till.topUpAmount')}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              className="w-32 rounded-pm3 border border-slate-300 px-2 py-1"
            />
            <fieldset className="flex items-center gap-2 text-xs" aria-label={t('till.topUpMethod')}>
              {PAY_METHODS.map((m) => (
                <label key={m} className="flex items-center gap-0.5">
                  <input
                    type="radio"
                    name="top-up-method"
                    checked={method === m}
                    onChange={() => setMethod(m)}
                  />
                  {t(`till.methods.${m}`)}
                </label>
              ))}
            </fieldset>
            <Button variant="primary-outline" size="sm" onClick={() => void topUp()}>
              {t('till.topUp')}
            </Button>
          </div>
          <TopUpReceipt slip={slip} onClose={() => setSlip(null)} />
          {approval.dialog}
          {amountProblem && (
            <p role="alert" className="mt-1 text-sm text-red-600">
              {amountProblem}
            </p>
          )}
        </div>
      )}
    </div>
  )
}
