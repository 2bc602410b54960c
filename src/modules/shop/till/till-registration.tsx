// A device that is no till yet: the cashier is told to ask the shop manager; the manager registers
// this device as a new till (named, with the code its receipts begin with) or has it adopt an
// existing till whose device was replaced. Both go through the outbox, offline too.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { holdsRight } from '../../../auth/access-codes.ts'
import { deviceId } from '../../../auth/device-identity.ts'
import { useSession } from '../../../auth/use-session.ts'
import { InvalidPayload } from '../../../data/command-kit.ts'
import { useWriteCommand } from '../../../data/db-context.tsx'
import { newId } from '../../../data/enqueue.ts'
import { formatCompanyInstant } from '../../../lib/company-time.ts'
import { Button } from '../../../ui/button.tsx'
import { FormEnd, TextField } from '../../../ui/form-parts.tsx'
import { FormModal } from '../../../ui/modal.tsx'
import { tillCode } from '../receipt-number.ts'
import { adoptTill, registerTill, TILL_CODE } from '../till.commands.ts'
import { becomeTill, tillCodeInUse } from './next-receipt-number.ts'
import { tillDeviceText } from './till-device.text.ts'
import { useTills } from './use-till.ts'

/** A code for a new till: the one this device already prints, else a fresh one. */
const suggestedCode = () => tillCodeInUse() ?? tillCode(crypto.getRandomValues(new Uint8Array(4)))

export function TillRegistration() {
  const { t } = useTranslation(tillDeviceText.ns)
  const { user } = useSession()
  const [open, setOpen] = useState(false)
  const manager = holdsRight(user, 'priceOverride')
  return (
    <>
      <span className="text-amber-700" data-testid="till-unregistered">
        {t('unregistered')}
      </span>
      {manager && (
        <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
          {t('register')}
        </Button>
      )}
      {manager && <RegisterDialog open={open} onClose={() => setOpen(false)} />}
    </>
  )
}

function RegisterDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(tillDeviceText.ns)
  const write = useWriteCommand()
  const tills = useTills()
  const [name, setName] = useState('')
  const [code, setCode] = useState(suggestedCode)
  const [error, setError] = useState('')
  const at = () => new Date().toISOString()
  const send = async (step: () => Promise<unknown>, then: () => void) => {
    try {
      await step()
    } catch (e) {
      if (e instanceof InvalidPayload) return setError(e.messages.join('；'))
      throw e
    }
    then()
    setError('')
    onClose()
  }
  const register = async () => {
    const typed = code.trim().toUpperCase()
    if (!name.trim()) return setError(t('nameMissing'))
    if (!TILL_CODE.test(typed)) return setError(t('codeBad'))
    const id = newId()
    const payload = { id, code: typed, name: name.trim(), device: deviceId(), at: at() }
    await send(
      () => write(registerTill, payload, { id }),
      () => becomeTill(typed, ''),
    )
  }
  const adopt = (till: { id: string; code: string; last: string }) =>
    send(
      () => write(adoptTill, { id: till.id, device: deviceId(), at: at() }, { id: newId() }),
      () => becomeTill(till.code, till.last),
    )
  return (
    <FormModal open={open} onClose={onClose} title={t('registerTitle')} size="max-w-md" onSubmit={register}>
      <TextField autoFocus label={t('name')} value={name} onChange={setName} />
      <TextField label={t('code')} value={code} onChange={setCode} />
      <FormEnd error={error} label={t('register')} />
      <h3 className="pt-2 text-sm font-medium text-slate-700">{t('adoptTitle')}</h3>
      {tills.length === 0 ? (
        <p className="text-sm text-slate-500">{t('noTills')}</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm" data-testid="tills-to-adopt">
          {tills.map((till) => (
            <li key={String(till.id)} className="flex items-center justify-between gap-2 py-2">
              <span>
                {t('adoptedBy', {
                  code: String(till.code),
                  name: String(till.name),
                  by: String(till.adopted_by),
                  at: formatCompanyInstant(till.adopted_at),
                })}
              </span>
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() =>
                  void adopt({
                    id: String(till.id),
                    code: String(till.code),
                    last: String(till.last_receipt_no ?? ''),
                  })
                }
              >
                {t('adopt')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </FormModal>
  )
}
