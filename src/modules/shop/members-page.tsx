import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Row } from '../../data/user-db.ts'
import { Button } from '../../ui/button.tsx'
import { ResourceListPage } from '../../views/resource-list-page.tsx'
import { MemberDetail } from './member-detail.tsx'
import { members } from './members.resource.ts'

/** /dian/huiyuan: the member list, with each member's detail (ledger, orders, top-up). */
export function MembersPage() {
  const { t } = useTranslation()
  const [open, setOpen] = useState<Row | null>(null)
  return (
    <>
      <ResourceListPage
        resource={members}
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
