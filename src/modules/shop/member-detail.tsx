import { useLiveQuery } from 'dexie-react-hooks'
import { useTranslation } from 'react-i18next'
import { useUserDb } from '../../data/db-context.tsx'
import type { Row } from '../../data/user-db.ts'
import { wordFor } from '../../i18n/keys.ts'
import { companyDateTime, formatCompanyInstant as companyTimeOf } from '../../lib/company-time.ts'
import { formatFen } from '../../resources/field-text.ts'
import { Modal } from '../../ui/modal.tsx'
import { type FoundMember, MemberLookup } from './till/member-lookup.tsx'

/** Points and validity: what the card type gave and the ledger earned; charges stop when it ends. */
function CardStanding({ member }: { member: Row }) {
  const { t } = useTranslation()
  const until = String(member.valid_until ?? '')
  const expired = until !== '' && until < companyDateTime(Date.now())[0]
  return (
    <p className="mb-2 text-sm text-slate-600" data-testid="member-standing">
      {t('member.points', { points: Number(member.points ?? 0) })}
      {until && (
        <span className={expired ? 'ml-3 font-medium text-red-700' : 'ml-3'}>
          {t(expired ? 'member.expired' : 'member.validUntil', { date: until })}
        </span>
      )}
    </p>
  )
}

/** A member's record: balance, ledger (top-ups, charges, refunds) and orders, with top-up. */
export function MemberDetail({ member, onClose }: { member: Row | null; onClose: () => void }) {
  const { t } = useTranslation()
  const db = useUserDb()
  const id = member?.id ?? ''
  // Closed, it reads nothing: asking for member_id '' matched every cash sale, so each checkout the
  // outbox delivered re-read all of them while the member list was open (O(n²) over a flush).
  const data = useLiveQuery(
    async () =>
      id === ''
        ? undefined
        : {
            member: (await db.table('members').get(id)) as Row | undefined,
            ledger: ((await db.table('memberLedger').where('member_id').equals(id).toArray()) as Row[]).sort(
              (a, b) => String(b.at).localeCompare(String(a.at)),
            ),
            orders: ((await db.table('orders').where('member_id').equals(id).toArray()) as Row[]).sort(
              (a, b) => String(b.sold_at).localeCompare(String(a.sold_at)),
            ),
            type: (await db.table('cardTypes').get(String(member?.card_type ?? ''))) as Row | undefined,
          },
    [db, id],
  )
  const found: FoundMember | null = data?.member
    ? {
        id,
        name: String(data.member.name),
        cardNo: String(data.member.card_no),
        discount: Number(data.type?.discount ?? 100),
        cardType: String(data.type?.name ?? ''),
      }
    : null
  return (
    <Modal open={member !== null} onClose={onClose} title={t('member.detail', { name: found?.name ?? '' })}>
      {data?.member && <CardStanding member={data.member} />}
      {found && (
        <MemberLookup
          member={found}
          onFound={() => undefined}
          balance={Number(data?.member?.balance ?? 0)}
          lookup={false}
        />
      )}
      <h3 className="mt-4 mb-1 font-medium">{t('member.ledger')}</h3>
      <table className="w-full bg-white text-sm" data-testid="member-ledger">
        <tbody>
          {data?.ledger.map((l) => (
            <tr key={l.id} className="border-b border-slate-100">
              <td className="px-2 py-1">{companyTimeOf(l.at)}</td>
              <td className="px-2">{wordFor(t, 'member.kinds', String(l.kind))}</td>
              <td className="px-2 text-right text-slate-500">{Number(l.points ?? 0) || ''}</td>
              <td className={`px-2 text-right ${Number(l.amount) < 0 ? 'text-red-600' : 'text-green-700'}`}>
                {formatFen(Number(l.amount))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3 className="mt-4 mb-1 font-medium">{t('member.orders')}</h3>
      <table className="w-full bg-white text-sm">
        <tbody>
          {data?.orders.map((o) => (
            <tr key={o.id} className="border-b border-slate-100">
              <td className="px-2 py-1 font-mono text-xs">{String(o.receipt_no || o.id)}</td>
              <td className="px-2">{companyTimeOf(o.sold_at)}</td>
              <td className="px-2 text-right">{formatFen(Number(o.total))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Modal>
  )
}
