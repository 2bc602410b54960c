// The notice bell (spec §3, §4): the user's pending steps as the sync worker last polled them (every
// 60 s), and what the approval mirror shows first (bell-notices.ts), a badge with their count, the
// notice sound (notice-ring.ts), each opening its approval detail. 'Clear messages' hides the current
// ones on this device only; the approvals stay pending, and the sound stops until a notice not
// cleared comes.
import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { session } from '../../auth/session-store.ts'
import { useUserDb } from '../../data/db-context.tsx'
import { useLanguage } from '../../i18n/use-language.ts'
import { sopReads } from '../../modules/approvals/approvals.resource.ts'
import { detailPath } from '../../modules/approvals/sop-templates.ts'
import { mirroredStandIns } from '../../modules/approvals/use-approvals.ts'
import { inLanguage } from '../../resources/text.ts'
import type { NoticeItem } from '../../sync/notices.ts'
import { Button } from '../../ui/button.tsx'
import { showMessage } from '../../ui/global-message.tsx'
import { Popover, PopoverButton, PopoverPanel } from '../../ui/headless.tsx'
import { Icon } from '../parts/use-menu.tsx'
import { type BellNotice, bellNotices, type MirroredSop } from './bell-notices.ts'
import { type BellReport, claimRing } from './notice-ring.ts'

const CLEARED = 'noticesCleared'
/** The approval lists the mirrored notices are read from: until both were pulled once, none are news. */
const MIRRORED_LISTS = ['sops', sopReads.name]

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
  const lang = useLanguage()
  const db = useUserDb()
  const state = useLiveQuery(async () => {
    const [notices, cleared] = await db.meta.bulkGet(['notices', CLEARED])
    const poll = (notices as { value?: { items: NoticeItem[]; polledAt?: number } } | undefined)?.value
    const pulled = await db.syncState.bulkGet(MIRRORED_LISTS)
    const sops = (await db.table('sops').toArray()) as MirroredSop[]
    const read = new Set((await db.table(sopReads.name).toArray()).map((r) => String(r.sop_id)))
    return {
      ...bellNotices(poll?.items ?? [], sops, read, session.userInfo()?.ID ?? 0, await mirroredStandIns(db)),
      cleared: new Set(((cleared as { value?: string[] })?.value ?? []) as string[]),
      polledAt: Number(poll?.polledAt ?? 0),
      mirrorReady: pulled.every((s) => s?.cursor !== undefined),
    }
  }, [db])
  const shown = (n: NoticeItem) => !state?.cleared.has(n.rid)
  const visible: BellNotice[] = state ? [...state.polled, ...state.mirrored].filter(shown) : []

  // What the bell reports, as a key: a new poll, or a change in the notices it knows of.
  const report = state && {
    polledAt: state.polledAt,
    pollShows: state.polled.filter(shown).map((n) => n.rid),
    mirror: state.mirrorReady
      ? {
          known: [...state.polled, ...state.mirrored].map((n) => n.rid),
          mirrored: state.mirrored.filter(shown).map((n) => n.rid),
        }
      : undefined,
  }
  const reportKey = JSON.stringify(report ?? null)
  useEffect(() => {
    const current = JSON.parse(reportKey) as BellReport | null
    if (!current) return
    void claimRing(db, current).then((play) => {
      if (play) void playNoticeSound()
    })
  }, [reportKey, db])

  const clear = async () => {
    await db.meta.put({
      key: CLEARED,
      value: state ? [...state.polled, ...state.mirrored].map((n) => n.rid) : [],
    })
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
                      to={
                        n.link ?? (n.digest ? '/expe/expehome' : detailPath(n.soptemplate, n.rcode, n.sop_id))
                      }
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
                        {n.result && (
                          <span
                            data-testid="notice-result"
                            className="ml-2 rounded bg-slate-100 px-1 text-xs"
                          >
                            {inLanguage(n.result, lang)}
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
