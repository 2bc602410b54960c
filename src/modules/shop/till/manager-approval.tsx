// "店长授权" on a cashier's till: the shop manager types their own name and password, and the one
// action on the screen (this close, this refund, this sale's prices) goes through with their grant.
// The password is never checked or kept on the device: without the network, the manager types one
// of their one-use offline codes instead, checked against the hashes the till mirrors and checked
// again by the server when the write arrives (offline-grant-code.ts).
import { useLiveQuery } from 'dexie-react-hooks'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../api/http-client.ts'
import { pageApi } from '../../../auth/page-api.ts'
import { useUserDb } from '../../../data/db-context.tsx'
import type { StatusRow } from '../../../data/outbox-types.ts'
import { FormEnd, TextField } from '../../../ui/form-parts.tsx'
import { FormModal } from '../../../ui/modal.tsx'
import type { GrantAction } from '../manager-grant.ts'
import { matchGrantCode, type OfflineGrantRow, offlineGrant } from '../offline-grant-code.ts'
import { offlineGrants } from '../offline-grants.resource.ts'

export interface Grant {
  grant: string
  manager: string
}

/** Codes this device has taken and not yet heard the server spend: never offered twice. */
const USED_HERE = 'offlineGrantsUsed'

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
  const db = useUserDb()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const [error, setError] = useState('')
  const [asking, setAsking] = useState(false)
  const [unreachable, setUnreachable] = useState(false)
  const status = useLiveQuery(() => db.meta.get('status') as Promise<StatusRow | undefined>, [db])
  const offline = unreachable || !navigator.onLine || status?.reachable === false

  const askServer = async () => {
    try {
      const env = await pageApi.post<Grant>(
        '/dian/managerGrant',
        { username, password, action, subject },
        { shownByCaller: true },
      )
      setPassword('')
      onGranted(env.data)
    } catch (e) {
      if (e instanceof ApiError) setError(e.message)
      else {
        setUnreachable(true)
        setError(t('till.grant.offline'))
      }
    }
  }
  const takeCode = async () => {
    const rows = (await db.table(offlineGrants.name).toArray()) as OfflineGrantRow[]
    const kept = (await db.meta.get(USED_HERE)) as { value?: string[] } | undefined
    const used = new Set(kept?.value ?? [])
    if (!rows.some((r) => Number(r.used_at) === 0 && !used.has(r.id)))
      return setError(t('till.grant.offlineNone'))
    const row = await matchGrantCode(code, rows, used)
    if (!row) return setError(t('till.grant.offlineWrong'))
    await db.meta.put({ key: USED_HERE, value: [...used, row.id] })
    setCode('')
    onGranted({ grant: offlineGrant(row.id, code), manager: row.manager_name })
  }
  const submit = async () => {
    setAsking(true)
    setError('')
    try {
      await (offline ? takeCode() : askServer())
    } finally {
      setAsking(false)
    }
  }
  return (
    <FormModal open={open} onClose={onClose} title={t('till.grant.title')} size="max-w-sm" onSubmit={submit}>
      {offline ? (
        <>
          <p className="text-sm text-slate-600">{t('till.grant.offlineHint')}</p>
          <TextField
            autoFocus
            label={t('till.grant.offlineCode')}
            autoComplete="off"
            value={code}
            onChange={setCode}
          />
        </>
      ) : (
        <>
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
        </>
      )}
      <FormEnd error={error} label={t('till.grant.approve')} busy={asking} />
    </FormModal>
  )
}

/**
 * The 店长授权 dialog for one action on one subject: `ask()` opens it, a grant closes it and goes to
 * `then` (which the caller runs the write with), a cancel just closes it.
 */
export function useManagerApproval(action: GrantAction, subject: string, then: (grant: Grant) => void) {
  const [asking, setAsking] = useState(false)
  const dialog = (
    <ManagerApproval
      open={asking}
      action={action}
      subject={subject}
      onClose={() => setAsking(false)}
      onGranted={(grant) => {
        setAsking(false)
        then(grant)
      }}
    />
  )
  return { ask: () => setAsking(true), dialog }
}
