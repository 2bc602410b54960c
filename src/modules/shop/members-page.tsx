import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { holdsRight } from '../../auth/access-codes.ts'
import { useSession } from '../../auth/use-session.ts'
import { useUserDb } from '../../data/db-context.tsx'
import type { Row } from '../../data/user-db.ts'
import { formatFen } from '../../lib/money-format.ts'
import { Button } from '../../ui/button.tsx'
import type { SaveCheck } from '../../views/resource-form.tsx'
import { ResourceListPage } from '../../views/resource-list-page.tsx'
import { cardTypes } from './card-types.resource.ts'
import { cardGivesValue, cardSoldAtTill } from './card-value.ts'
import type { GrantAction } from './manager-grant.ts'
import { MemberDetail } from './member-detail.tsx'
import { members } from './members.resource.ts'
import { type Grant, ManagerApproval } from './till/manager-approval.tsx'

/** /dian/huiyuan: the member list, with each member's detail (ledger, orders, top-up). */
export function MembersPage() {
  const { t } = useTranslation()
  const [open, setOpen] = useState<Row | null>(null)
  const checkSave = useCardIssueCheck()
  return (
    <>
      <ResourceListPage
        resource={members}
        checkSave={checkSave.check}
        overForm={checkSave.approval}
        rowActions={(row) => (
          <Button variant="link" onClick={() => setOpen(row)}>
            {t('member.open')}
          </Button>
        )}
      />
      <MemberDetail member={open} onClose={() => setOpen(null)} />
    </>
  )
}

/**
 * What a member save needs the shop manager for, said before it is queued: a card with value
 * (card-value.ts), or a frozen card set back to active. The manager may approve it on this device
 * (店长授权, or an offline code); the server decides again when the save arrives.
 */
function useCardIssueCheck() {
  const { t } = useTranslation()
  const db = useUserDb()
  const { user } = useSession()
  const [asking, setAsking] = useState<{
    member: string
    action: GrantAction
    answer: (grant: Grant | null) => void
  } | null>(null)
  const askManager = async (member: string, action: GrantAction) => {
    const grant = await new Promise<Grant | null>((answer) => setAsking({ member, action, answer }))
    setAsking(null)
    return grant
  }
  const check: SaveCheck = async (values, base) => {
    const manager = holdsRight(user, 'priceOverride')
    // One grant per save: unfreezing is asked first, a card with value in a save of its own.
    if (!manager && base?.status === 'frozen' && values.status !== 'frozen') {
      const grant = await askManager(String(values.id), 'unfreezeMember')
      return grant ? { extra: { grant: grant.grant } } : { refused: [t('member.unfreezeNeedsManager')] }
    }
    const type = String(values.card_type ?? '')
    if (base && String(base.card_type) === type) return {}
    const card = (await db.table(cardTypes.name).get(type)) as Row | undefined
    if (card && cardSoldAtTill(card))
      return {
        refused: [
          t('tillSales.soldAtTill', { card: String(card.name), price: formatFen(Number(card.price)) }),
        ],
      }
    if (manager || !card || !cardGivesValue(card)) return {}
    const grant = await askManager(String(values.id), 'issueCard')
    return grant
      ? { extra: { grant: grant.grant } }
      : { refused: [t('member.cardNeedsManager', { card: String(card.name) })] }
  }
  const approval = (
    <ManagerApproval
      open={asking !== null}
      action={asking?.action ?? 'issueCard'}
      subject={asking?.member ?? ''}
      onGranted={(grant) => asking?.answer(grant)}
      onClose={() => asking?.answer(null)}
    />
  )
  return { check, approval }
}
