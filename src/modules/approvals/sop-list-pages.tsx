// The /expe lists (spec §2): the approval platform home, the user's own lists, and one list per
// template with its "new request" button. All read the local mirror, so they work offline.

import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useLanguage } from '../../i18n/use-language.ts'
import { inLanguage } from '../../resources/text.ts'
import { buttonClass } from '../../ui/button.tsx'
import { PageTitle } from '../../views/page-title.tsx'
import { NotificationsOptIn } from './approval-notices.tsx'
import { SopTable } from './sop-table.tsx'
import { SOP_TEMPLATE_KEYS, SOP_TEMPLATES, type SopTemplateKey } from './sop-templates.ts'
import { StandInPanel } from './stand-in-panel.tsx'
import {
  sopFilters,
  unreadResult,
  useDecidedIds,
  useReadIds,
  useSops,
  useStandIns,
  useUid,
} from './use-approvals.ts'

const newRequestPath = (template: SopTemplateKey) =>
  template === 'staff_buka' ? '/expe/staff_buka' : `/expe/soplist?template=${template}`

/** A titled panel: the page's title (h1), or one of several panels under it (h2). */
function Page({
  title,
  children,
  action,
  level = 1,
}: {
  title: string
  children: React.ReactNode
  action?: React.ReactNode
  level?: 1 | 2
}) {
  const Heading = level === 1 ? 'h1' : 'h2'
  return (
    <section className="rounded-pm3 bg-white p-4 shadow-sm">
      <div className="mb-3 flex items-center justify-between">
        <Heading className="text-lg font-semibold">{title}</Heading>
        {action}
      </div>
      {children}
    </section>
  )
}

export function ApprovalHomePage() {
  const { t } = useTranslation()
  const lang = useLanguage()
  const uid = useUid()
  const sops = useSops()
  const decided = useDecidedIds(uid)
  const read = useReadIds()
  const standIns = useStandIns()
  const count = (filter: (s: NonNullable<typeof sops>[number]) => boolean) => sops?.filter(filter).length ?? 0
  const unread = count(unreadResult(uid, read))
  const tiles = [
    {
      label: t('sop.waiting'),
      value: count(sopFilters.waiting(uid, standIns)),
      to: '/expe/expehome',
      id: 'waiting',
    },
    { label: t('sop.mine'), value: count(sopFilters.mine(uid)), to: '/expe/myapprlist', id: 'mine' },
    {
      label: t('sop.decided'),
      value: count((s) => decided.has(s.id)),
      to: '/expe/myapproval',
      id: 'decided',
    },
    { label: t('sop.copied'), value: count(sopFilters.copied(uid)), to: '/expe/mycopylist', id: 'copied' },
  ]
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {tiles.map((tile) => (
          <Link
            key={tile.id}
            to={tile.to}
            data-testid={`sop-count-${tile.id}`}
            className="rounded-pm3 bg-white p-4 shadow-sm hover:shadow"
          >
            <div className="text-sm text-slate-500">{tile.label}</div>
            <div className="text-2xl font-semibold">{tile.value}</div>
            {tile.id === 'mine' && unread > 0 && (
              <div data-testid="sop-count-unread" className="text-xs text-red-600">
                {t('sop.unreadCount', { count: unread })}
              </div>
            )}
          </Link>
        ))}
      </div>
      <PageTitle />
      <NotificationsOptIn />
      <Page title={t('sop.start')} level={2}>
        <div className="flex flex-wrap gap-2">
          {SOP_TEMPLATE_KEYS.map((k) => (
            <Link
              key={k}
              to={newRequestPath(k)}
              className="rounded border border-slate-200 px-3 py-1.5 text-sm hover:border-brand"
            >
              {inLanguage(SOP_TEMPLATES[k].title, lang)}
            </Link>
          ))}
        </div>
      </Page>
      <Page title={t('sop.waiting')} level={2}>
        <SopTable rows={sops?.filter(sopFilters.waiting(uid, standIns))} />
      </Page>
    </div>
  )
}

export function MySopsPage({ list }: { list: 'mine' | 'copied' | 'decided' }) {
  const { t } = useTranslation()
  const uid = useUid()
  const sops = useSops()
  const decided = useDecidedIds(uid)
  const filter = list === 'decided' ? (s: { id: string }) => decided.has(s.id) : sopFilters[list](uid)
  const table = (
    <Page title={t(`sop.${list}`)}>
      <SopTable rows={sops?.filter(filter)} />
    </Page>
  )
  // An approver going away looks for their stand-in where their decisions are.
  if (list !== 'decided') return table
  return (
    <div className="space-y-4">
      <StandInPanel />
      {table}
    </div>
  )
}

/** /expe/expecont … /expe/expestaff, /expe/pcon_yushen: the sops of one template. */
export function TemplateSopsPage({ template }: { template: SopTemplateKey }) {
  const { t } = useTranslation()
  const lang = useLanguage()
  const sops = useSops()
  return (
    <Page
      title={inLanguage(SOP_TEMPLATES[template].title, lang)}
      action={
        <Link to={newRequestPath(template)} className={buttonClass('primary', 'sm')}>
          {t('sop.start')}
        </Link>
      }
    >
      <SopTable rows={sops?.filter(sopFilters.template(template))} />
    </Page>
  )
}
