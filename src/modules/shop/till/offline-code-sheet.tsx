// The shop manager draws a sheet of offline approval codes (offline-grant-code.ts) while online: the
// password again, then ten codes shown this once, to copy or print.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../api/http-client.ts'
import { pageApi } from '../../../auth/page-api.ts'
import { Button } from '../../../ui/button.tsx'
import { FormEnd, TextField } from '../../../ui/form-parts.tsx'
import { Modal } from '../../../ui/modal.tsx'

export function OfflineCodeSheet() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const [password, setPassword] = useState('')
  const [codes, setCodes] = useState<string[]>([])
  const [error, setError] = useState('')
  const [asking, setAsking] = useState(false)
  const close = () => {
    setOpen(false)
    setCodes([])
    setPassword('')
    setError('')
  }
  const draw = async () => {
    setAsking(true)
    setError('')
    try {
      const env = await pageApi.post<{ codes: string[] }>(
        '/dian/offlineGrantCodes',
        { password },
        { shownByCaller: true },
      )
      setPassword('')
      setCodes(env.data.codes)
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('till.grant.sheetOnline'))
    } finally {
      setAsking(false)
    }
  }
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        {t('till.grant.sheet')}
      </Button>
      <Modal open={open} onClose={close} title={t('till.grant.sheetTitle')} size="max-w-sm">
        {codes.length > 0 ? (
          <div className="space-y-3">
            <p className="text-sm text-slate-600">{t('till.grant.sheetShown')}</p>
            <ol data-testid="offline-codes" className="grid grid-cols-2 gap-2 font-mono text-lg">
              {codes.map((code) => (
                <li key={code}>{code}</li>
              ))}
            </ol>
          </div>
        ) : (
          <form
            className="space-y-3"
            onSubmit={(e) => {
              e.preventDefault()
              void draw()
            }}
          >
            <p className="text-sm text-slate-600">{t('till.grant.sheetHint')}</p>
            <TextField
              autoFocus
              label={t('till.grant.sheetPassword')}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={setPassword}
            />
            <FormEnd error={error} label={t('till.grant.sheetDraw')} busy={asking} />
          </form>
        )}
      </Modal>
    </>
  )
}
