// /ok: the confirmation after a visitor's submission; it follows the entry from queued to received.
import { useLiveQuery } from 'dexie-react-hooks'
import { Link, useSearchParams } from 'react-router'
import { useBilingual } from '../../i18n/use-bilingual.ts'
import { publicOutbox } from './public-outbox.ts'

export function OkPage() {
  const tr = useBilingual()
  const [params] = useSearchParams()
  const id = params.get('id') ?? ''
  const entry = useLiveQuery(() => (id ? publicOutbox.entries.get(id) : undefined), [id])
  const state = entry?.state
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-3 text-center">
      <i
        className={`text-6xl ${state === 'failed' ? 'ri-error-warning-line text-red-500' : 'ri-checkbox-circle-line text-green-600'}`}
      />
      <h1 className="text-xl font-semibold">
        {state === 'failed' ? tr('提交未成功', 'Not accepted') : tr('提交成功', 'Submitted')}
      </h1>
      <p role="status" className="text-slate-600">
        {state === 'sent' && tr('已送达，感谢您的报名。', 'Received. Thank you.')}
        {state === 'pending' &&
          tr(
            '已保存在本机，联网后将自动发送。',
            'Saved on this device; it will be sent when the network is back.',
          )}
        {state === 'failed' && entry?.error}
      </p>
      {entry && (
        <p className="text-xs text-slate-500">
          {tr('提交编号', 'Reference')} {entry.id}
        </p>
      )}
      <Link to="/dianuser" className="text-primary underline">
        {tr('我的提交记录', 'My submissions')}
      </Link>
    </section>
  )
}
