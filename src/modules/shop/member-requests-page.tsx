// /dian/memberreq: visitors' registrations (/dianregi) and card bindings (/dianbang), turned into a
// member with a card, bound to the member holding that card, or declined — offline like any write.
import { useLiveQuery } from 'dexie-react-hooks'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { holdsRight } from '../../auth/access-codes.ts'
import { useSession } from '../../auth/use-session.ts'
import { InvalidPayload } from '../../data/command-kit.ts'
import { useUserDb, useWriteCommand } from '../../data/db-context.tsx'
import { newId } from '../../data/enqueue.ts'
import type { Row } from '../../data/user-db.ts'
import { formatFen } from '../../lib/money-format.ts'
import { Button } from '../../ui/button.tsx'
import { FormEnd, FormError, TextField } from '../../ui/form-parts.tsx'
import { Modal } from '../../ui/modal.tsx'
import { ResourceListPage } from '../../views/resource-list-page.tsx'
import { cardGivesValue, cardSoldAtTill } from './card-value.ts'
import { admitMember, bindCard, declineMemberRequest } from './member-requests.commands.ts'
import { memberRequests } from './member-requests.resource.ts'
import { type Grant, useManagerApproval } from './till/manager-approval.tsx'

const field = 'mt-1 block w-full rounded-pm3 border border-slate-300 px-2 py-1.5'

export function MemberRequestsPage() {
  const { t } = useTranslation()
  const db = useUserDb()
  const write = useWriteCommand()
  const [admitting, setAdmitting] = useState<Row | null>(null)
  const [problem, setProblem] = useState('')
  const bind = async (row: Row) => {
    const member = (await db.table('members').where('card_no').equals(String(row.card_no)).first()) as
      | Row
      | undefined
    if (!member) return setProblem(t('memberRequests.noCard', { card: String(row.card_no) }))
    setProblem('')
    await write(bindCard, { id: String(row.id), member_id: String(member.id) })
  }
  return (
    <>
      <FormError messages={problem} />
      <ResourceListPage
        resource={memberRequests}
        rowActions={(row) =>
          row.status === 'pending' && (
            <>
              {row.kind === 'card' ? (
                <Button variant="link" onClick={() => void bind(row)}>
                  {t('memberRequests.bind')}
                </Button>
              ) : (
                <Button variant="link" onClick={() => setAdmitting(row)}>
                  {t('memberRequests.admit')}
                </Button>
              )}
              <button
                type="button"
                className="text-slate-500"
                onClick={() => void write(declineMemberRequest, { id: String(row.id) })}
              >
                {t('memberRequests.decline')}
              </button>
            </>
          )
        }
      />
      <AdmitMember request={admitting} onClose={() => setAdmitting(null)} />
    </>
  )
}

function AdmitMember({ request, onClose }: { request: Row | null; onClose: () => void }) {
  const { t } = useTranslation()
  const db = useUserDb()
  const write = useWriteCommand()
  const { user } = useSession()
  const types = useLiveQuery(() => db.table('cardTypes').toArray() as Promise<Row[]>, [db], [])
  const [cardNo, setCardNo] = useState('')
  const [cardType, setCardType] = useState('')
  const [error, setError] = useState('')
  // Fixed before a manager is asked: their grant is for this member.
  const [memberId, setMemberId] = useState(newId)
  const approval = useManagerApproval('issueCard', memberId, (grant) => void submit(grant))
  const submit = async (grant?: Grant) => {
    if (!request) return
    const type = cardType || String(types.find((c) => c.status === 'active')?.id ?? '')
    if (await db.table('members').where('card_no').equals(cardNo.trim()).count())
      return setError(t('memberRequests.cardTaken', { card: cardNo.trim() }))
    // Said up front, offline too; the server decides again when the admission arrives.
    const card = types.find((c) => String(c.id) === type)
    if (card && cardSoldAtTill(card))
      return setError(
        t('tillSales.soldAtTill', { card: String(card.name), price: formatFen(Number(card.price)) }),
      )
    if (card && cardGivesValue(card) && !holdsRight(user, 'priceOverride') && !grant) {
      setError(t('member.cardNeedsManager', { card: String(card.name) }))
      return approval.ask()
    }
    try {
      await write(admitMember, {
        id: String(request.id),
        member_id: memberId,
        card_no: cardNo.trim(),
        card_type: type,
        ...(grant ? { grant: grant.grant } : {}),
      })
    } catch (e) {
      if (e instanceof InvalidPayload) return setError(e.messages.join('；'))
      throw e
    }
    setCardNo('')
    setError('')
    setMemberId(newId())
    onClose()
  }
  return (
    <Modal
      open={request !== null}
      onClose={onClose}
      title={t('memberRequests.admitTitle', { name: String(request?.name ?? '') })}
      size="max-w-sm"
    >
      <form
        className="space-y-3"
        onSubmit={(e) => {
          e.preventDefault()
          void submit()
        }}
      >
        <p className="text-sm text-slate-600">
          {String(request?.name ?? '')} · {String(request?.mobile ?? '')}
        </p>
        <TextField label={t('memberRequests.cardNo')} value={cardNo} onChange={setCardNo} />
        <label className="block text-sm">
          {t('memberRequests.cardType')}
          <select value={cardType} onChange={(e) => setCardType(e.target.value)} className={field}>
            {types
              .filter((c) => c.status === 'active')
              .map((c) => (
                <option key={String(c.id)} value={String(c.id)}>
                  {String(c.name)}
                </option>
              ))}
          </select>
        </label>
        <FormEnd error={error} label={t('memberRequests.admit')} />
      </form>
      {/* Nested in this dialog, outside its form: Escape closes the approval alone. */}
      {approval.dialog}
    </Modal>
  )
}
