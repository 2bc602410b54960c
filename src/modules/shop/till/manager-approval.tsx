// "店长授权" on a cashier's till: the shop manager types their own name and password, and the one
// action on the screen (this close, this refund, this sale's prices) goes through with their grant.
// Online only: a password is never checked or kept on the device.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../api/http-client.ts'
import { pageApi } from '../../../auth/page-api.ts'
import { FormError, TextField } from '../../../ui/form-parts.tsx'
import { Modal } from '../../../ui/modal.tsx'
import type { GrantAction } from '../manager-grant.ts'

export interface Grant {
  grant: string
  manager: string
}

export function ManagerApproval({
  open,
  action,
  subject,
  onGranted,
  onClose,
}: {
  open: boolean
  action: GrantAction
  subject: string
  onGranted: (grant: Grant) => void
  onClose: () => void
}) {
  const { t } = useTranslation()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [error, setError] = useState('')
  const [asking, setAsking] = useState(false)
  const ask = async () => {
    if (!navigator.onLine) return setError(t('till.grant.offline'))
    setAsking(true)
    setError('')
    try {
      const env = await pageApi.post<Grant>('/dian/managerGrant', { username, password, action, subject })
      setPassword('')
      onGranted(env.data)
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('till.grant.offline'))
    } finally {
      setAsking(false)
    }
  }
  return (
    <Modal open={open} onClose={onClose} title={t('till.grant.title')} size="max-w-sm">
      <form
        className="space-y-3"
        onSubmit={(e) => {
          e.preventDefault()
          void ask()
        }}
      >
        <p className="text-sm text-slate-600">{t(`till.grant.${action}`)}</p>
        <TextField
          autoFocus
          label={t('till.grant.username')}
          autoComplete="off"
          value={username}
          onChange={setUsername}
        />
        <TextField
          label={t('till.grant.password')}
          type="password"
          autoComplete="off"
          value={password}
          onChange={setPassword}
        />
        <FormError messages={error} />
        <button type="submit" disabled={asking} className="w-full rounded-pm3 bg-primary py-2 text-white">
          {t('till.grant.approve')}
        </button>
      </form>
    </Modal>
  )
}
