// Tells an approver outside the open page (issue 36): a system notification when a request comes to
// wait on them, or its applicant urges it, while PM3's page is hidden. Permission is asked once, from
// the approval platform (NotificationsOptIn). Each notice carries a tag, so two open tabs show it once.
import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useUserDb } from '../../data/db-context.tsx'
import type { Row } from '../../data/user-db.ts'
import { Button } from '../../ui/button.tsx'
import { canDecide, sopStateOf } from './sop-rules.ts'
import { detailPath } from './sop-templates.ts'
import { mirroredStandIns, useUid } from './use-approvals.ts'

interface Notice {
  key: string
  sop: Row
  urged: boolean
}

const notificationsAvailable = () => typeof window !== 'undefined' && 'Notification' in window

/** What waits on this user now: each request at its step, and each urge of one. */
function useWaitingNotices(): Notice[] | undefined {
  const db = useUserDb()
  const uid = useUid()
  return useLiveQuery(async () => {
    const standIns = await mirroredStandIns(db)
    const waiting = ((await db.table('sops').where('status').equals('pending').toArray()) as Row[]).filter(
      (s) => canDecide(sopStateOf(s), uid, standIns),
    )
    if (waiting.length === 0) return []
    const byId = new Map(waiting.map((s) => [String(s.id), s]))
    const urges = (
      (await db
        .table('sopResults')
        .where('sop_id')
        .anyOf([...byId.keys()])
        .toArray()) as Row[]
    ).filter((r) => r.decision === 'urge' && Number(r.step) === Number(byId.get(String(r.sop_id))?.step))
    return [
      ...waiting.map((sop) => ({ key: `${String(sop.id)}:${String(sop.step)}`, sop, urged: false })),
      ...urges.map((r) => ({ key: String(r.id), sop: byId.get(String(r.sop_id))!, urged: true })),
    ]
  }, [db, uid])
}

export function ApprovalNotices() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const notices = useWaitingNotices()
  // What was already waiting when the page opened is on the approval platform, not announced.
  const seen = useRef<Set<string> | null>(null)
  useEffect(() => {
    if (!notices) return
    if (seen.current === null) {
      seen.current = new Set(notices.map((n) => n.key))
      return
    }
    for (const notice of notices) {
      if (seen.current.has(notice.key)) continue
      seen.current.add(notice.key)
      if (document.visibilityState !== 'hidden' || !notificationsAvailable()) continue
      if (Notification.permission !== 'granted') continue
      const { sop } = notice
      const shown = new Notification(t(notice.urged ? 'sop.noticeUrged' : 'sop.noticeWaiting'), {
        body: `${String(sop.title)}（${String(sop.applicant_name)}）`,
        tag: notice.key,
      })
      shown.onclick = () => {
        window.focus()
        navigate(detailPath(String(sop.template), String(sop.code), String(sop.id)))
        shown.close()
      }
    }
  }, [notices, navigate, t])
  return null
}

/** The approval platform's offer to announce new approvals outside the page, shown until answered. */
export function NotificationsOptIn() {
  const { t } = useTranslation()
  const [permission, setPermission] = useState(() =>
    notificationsAvailable() ? Notification.permission : 'denied',
  )
  if (permission !== 'default') return null
  return (
    <p
      className="flex flex-wrap items-center gap-2 rounded-pm3 bg-white p-3 text-sm shadow-sm"
      data-testid="notify-opt-in"
    >
      {t('sop.noticeOffer')}
      <Button
        variant="link"
        onClick={() => void Notification.requestPermission().then((answer) => setPermission(answer))}
      >
        {t('sop.noticeAllow')}
      </Button>
    </p>
  )
}
