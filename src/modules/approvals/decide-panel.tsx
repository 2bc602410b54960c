import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { InvalidPayload } from '../../data/command-kit.ts'
import { newId } from '../../data/enqueue.ts'
import { writeCommand } from '../../data/sync-client.ts'
import { Button } from '../../ui/button.tsx'
import { decideSop } from './approvals.commands.ts'
import type { SopRow } from './use-approvals.ts'

/** Agree or reject the waiting step, with a comment; offline too (the decision is queued). */
export function DecidePanel({ sop, compact = false }: { sop: SopRow; compact?: boolean }) {
  const { t } = useTranslation()
  const [comment, setComment] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const decide = async (decision: 'agree' | 'reject') => {
    setError('')
    setBusy(true)
    try {
      await writeCommand(decideSop, { id: newId(), sop_id: sop.id, step: sop.step, decision, comment })
      setComment('')
    } catch (e) {
      if (e instanceof InvalidPayload) setError(e.messages.join('；'))
      else throw e
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className={compact ? 'flex items-center gap-2' : 'space-y-2'} data-testid="decide-panel">
      <textarea
        aria-label={t('sop.comment')}
        placeholder={t('sop.commentPlaceholder')}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        rows={compact ? 1 : 3}
        className="w-full rounded border border-slate-300 p-2 text-sm"
      />
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button disabled={busy} onClick={() => void decide('agree')}>
          {t('sop.agree')}
        </Button>
        <Button variant="danger" disabled={busy} onClick={() => void decide('reject')}>
          {t('sop.reject')}
        </Button>
      </div>
    </div>
  )
}
