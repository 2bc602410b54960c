// The notice bell (spec §3, §4): the user's pending steps as the sync worker last polled them (every
// 60 s), a badge with their count, the notice sound after each poll whose total is above 0 (spec §7),
// each opening its approval detail. 'Clear messages' hides the current ones on this device only; the
// approvals stay pending, and the sound stops until a notice not cleared comes.
import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { session } from '../../auth/session-store.ts'
import { useUserDb } from '../../data/db-context.tsx'
import { canDecide } from '../../modules/approvals/sop-rules.ts'
import { detailPath } from '../../modules/approvals/sop-templates.ts'
import type { NoticeItem } from '../../sync/notices.ts'
import { Button } from '../../ui/button.tsx'
import { showMessage } from '../../ui/global-message.tsx'
import { Popover, PopoverButton, PopoverPanel } from '../../ui/headless.tsx'
import { Icon } from '../parts/use-menu.tsx'

const CLEARED = 'noticesCleared'
/** The poll (its polledAt) the sound last played for, on this device: once per poll, not per tab. */
const RUNG = 'noticesRung'

/** The company's notice sound, else the bundled chime. */
async function playNoticeSound(): Promise<void> {
  const company = new Audio(`/Uploads/${session.comId()}/notice.mp3`)
  try {
    await company.play()
  } catch {
    await new Audio('/notice.wav').play().catch(() => undefined)
  }
}

export function NoticeBell() {
  const { t } = useTranslation()
  const db = useUserDb()
  const state = useLiveQuery(async () => {
    const [notices, cleared] = await db.meta.bulkGet(['notices', CLEARED])
    const poll = (notices as { value?: { items: NoticeItem[]; polledAt?: number } } | undefined)?.value
    const polled = poll?.items ?? []
    // A step decided on this device since the poll (even offline) no longer waits on the user.
    const sops = await db.table('sops').bulkGet(polled.map((n) => n.sop_id))
    const uid = session.userInfo()?.ID ?? 0
    return {
      items: polled.filter((_, i) => !sops[i] || canDecide(sops[i], uid)),
      cleared: new Set(((cleared as { value?: string[] })?.value ?? []) as string[]),
      polledAt: Number(poll?.polledAt ?? 0),
    }
  }, [db])
  const visible = state?.items.filter((n) => !state.cleared.has(n.rid)) ?? []

  const ringFor = visible.length > 0 ? (state?.polledAt ?? 0) : 0
  useEffect(() => {
    if (!ringFor) return
    // Every tab sees the poll; the one whose transaction claims it first plays the sound.
    void db
      .transaction('rw', db.meta, async () => {
        const rung = Number(((await db.meta.get(RUNG)) as { value?: number } | undefined)?.value ?? 0)
        if (rung >= ringFor) return false
        await db.meta.put({ key: RUNG, value: ringFor })
        return true
      })
      .then((claimed) => {
        if (claimed) void playNoticeSound()
      })
  }, [ringFor, db])

  const clear = async () => {
    await db.meta.put({ key: CLEARED, value: state?.items.map((n) => n.rid) ?? [] })
    showMessage(t('header.clearedNotice'), 'success')
  }

  return (
    <Popover className="relative">
      <PopoverButton
        // The name holds the count the badge shows, so the button is called what it visibly says.
        aria-label={visible.length > 0 ? `${t('header.notice')} ${visible.length}` : t('header.notice')}
        data-testid="notice-bell"
        className="relative rounded px-2 py-1 hover:bg-black/5"
      >
        <Icon name="notification-3-line" />
        {visible.length > 0 && (
          <span
            data-testid="notice-count"
            className="absolute -top-0.5 -right-0.5 min-w-4 rounded-full bg-red-500 px-1 text-[10px] leading-4 text-white"
          >
            {visible.length}
          </span>
        )}
      </PopoverButton>
      <PopoverPanel
        anchor="bottom end"
        className="z-50 w-80 rounded-pm3 bg-white p-3 text-sm text-slate-700 shadow-lg"
      >
        {({ close }) => (
          <>
            {visible.length === 0 ? (
              <p className="py-4 text-center text-slate-500">{t('header.noNotice')}</p>
            ) : (
              <ul className="mb-2 max-h-80 overflow-y-auto" data-testid="notice-list">
                {visible.map((n) => (
                  <li key={n.rid} className="border-b border-slate-100 last:border-0">
                    <Link
                      to={n.digest ? '/expe/expehome' : detailPath(n.soptemplate, n.rcode, n.sop_id)}
                      onClick={() => close()}
                      className="block py-2 hover:text-primary"
                    >
                      <div>
                        {n.sop_name}
                        {n.overdue_days !== undefined && (
                          <span
                            data-testid="notice-overdue"
                            className="ml-2 rounded bg-red-50 px-1 text-xs text-red-600"
                          >
                            {t('header.overdue', { days: n.overdue_days })}
                          </span>
                        )}
                      </div>
                      <div className="font-mono text-xs text-slate-500">{n.rcode}</div>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            <Button variant="link" onClick={() => void clear()} className="w-full text-center">
              {t('header.clearNotice')}
            </Button>
          </>
        )}
      </PopoverPanel>
    </Popover>
  )
}
