// /recruit/guan: notices awaiting review are published or sent back with a reason, through the outbox
// like any other save, so a reviewer can work through them offline.
import { useTranslation } from 'react-i18next'
import { mayWrite } from '../../auth/may-write.ts'
import { useSession } from '../../auth/use-session.ts'
import { write } from '../../data/sync-client.ts'
import type { Row } from '../../data/user-db.ts'
import { saveKind } from '../../resources/define-resource.ts'
import { ResourceListPage } from '../../views/resource-list-page.tsx'
import { jobPosts } from './recruit.resource.ts'
import { recruitText } from './recruit.text.ts'
import { reviewRoute } from './review-route.ts'

function review(row: Row, status: 'published' | 'rejected', comment: string) {
  const { updated_at: _, ...fields } = row
  return write(saveKind(jobPosts), { ...fields, status, review_comment: comment })
}

function ReviewActions({ row }: { row: Row }) {
  const { t } = useTranslation(recruitText.ns)
  // Reviewing needs the recruitment right (issue 19); without it the server would refuse.
  const writable = mayWrite(jobPosts, useSession().user)
  if (row.status !== 'pending' || !writable) return null
  const sendBack = () => {
    const reason = window.prompt(t('reason'))?.trim()
    if (reason) void review(row, 'rejected', reason)
  }
  return (
    <span className="flex gap-2">
      <button
        type="button"
        className="text-emerald-700 hover:underline"
        onClick={() => void review(row, 'published', '')}
      >
        {t('publish')}
      </button>
      <button type="button" className="text-rose-700 hover:underline" onClick={sendBack}>
        {t('reject')}
      </button>
    </span>
  )
}

export function RecruitReviewPage() {
  return (
    <ResourceListPage
      resource={jobPosts}
      title={reviewRoute.title}
      rowActions={(row) => <ReviewActions row={row} />}
    />
  )
}
