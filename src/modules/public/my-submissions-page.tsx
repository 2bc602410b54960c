// /dianuser: what this device has submitted (sign-ups, registrations, card bindings) and whether each
// has arrived; a refused one shows the server's reason and can be removed here.
import { useLiveQuery } from 'dexie-react-hooks'
import { Link } from 'react-router'
import { useBilingual } from '../../i18n/use-bilingual.ts'
import { publicOutbox } from './public-outbox.ts'

export function MySubmissionsPage() {
  const tr = useBilingual()
  const entries = useLiveQuery(() => publicOutbox.entries.orderBy('createdAt').reverse().toArray(), []) ?? []
  const label = {
    pending: tr('待发送', 'Waiting'),
    sent: tr('已送达', 'Received'),
    failed: tr('未通过', 'Refused'),
  }
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-3">
      <h1 className="text-xl font-semibold">{tr('我的提交记录', 'My submissions')}</h1>
      <div className="flex gap-3 text-sm">
        <Link className="text-primary underline" to="/dianregi">
          {tr('会员自助登记', 'Member registration')}
        </Link>
        <Link className="text-primary underline" to="/dianbang">
          {tr('会员卡绑定', 'Bind a card')}
        </Link>
      </div>
      {entries.length === 0 && (
        <p className="text-slate-500">
          {tr('本机还没有提交记录。', 'Nothing submitted from this device yet.')}
        </p>
      )}
      <ul className="divide-y rounded-pm3 border bg-white">
        {entries.map((e) => (
          <li key={e.id} className="flex flex-col gap-1 p-3">
            <div className="flex justify-between">
              <span>
                {e.payload.name} · {e.payload.mobile}
              </span>
              <span
                className={
                  e.state === 'failed'
                    ? 'text-red-600'
                    : e.state === 'sent'
                      ? 'text-green-700'
                      : 'text-amber-600'
                }
              >
                {label[e.state]}
              </span>
            </div>
            <span className="text-xs text-slate-500">
              {e.payload.activity || e.payload.card_no} {e.payload.submitted_at}
            </span>
            {e.state === 'failed' && (
              <div className="flex items-center justify-between text-sm text-red-600">
                {e.error}
                <button
                  type="button"
                  className="underline"
                  onClick={() => void publicOutbox.entries.delete(e.id)}
                >
                  {tr('删除', 'Remove')}
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
