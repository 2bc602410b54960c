// The verification-code row of a form (the register page, the visitor forms): the code's input and a
// "get a code" button that asks the server to text one to the mobile, then waits out the server's
// one-code-a-minute rule before it may be pressed again; a note says where the code went.

import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../api/http-client.ts'
import { Button } from './button.tsx'
import { TextField } from './text-field.tsx'

const RESEND_SECONDS = 60

export function CodeField(props: {
  label: string
  value: string
  onChange: (e: { target: { value: string } }) => void
  error: string | undefined
  mobile: string
  /** The mobile's own problem, if any: no request is sent for a malformed number. */
  mobileError: string | undefined
  /** Asks the server to text a code to the mobile. */
  request: (mobile: string) => Promise<void>
  /** The request's refusal (or the mobile's problem), for the form's error box; '' once a code went. */
  onError: (message: string) => void
}) {
  const { t } = useTranslation()
  const [wait, setWait] = useState(0)
  const [busy, setBusy] = useState(false)
  const [note, setNote] = useState<string | null>(null)
  useEffect(() => {
    if (wait <= 0) return
    const timer = setTimeout(() => setWait((s) => s - 1), 1000)
    return () => clearTimeout(timer)
  }, [wait])

  async function send() {
    setNote(null)
    if (props.mobileError) return props.onError(props.mobileError)
    setBusy(true)
    try {
      await props.request(props.mobile)
      setWait(RESEND_SECONDS)
      setNote(t('smsCode.sent', { mobile: props.mobile }))
      props.onError('')
    } catch (e) {
      props.onError(e instanceof ApiError ? e.message : String(e))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-end gap-2">
        <TextField
          className="flex-1"
          label={props.label}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={props.value}
          onChange={props.onChange}
          error={props.error}
        />
        <Button
          variant="primary-outline"
          disabled={busy || wait > 0}
          onClick={() => void send()}
          className="shrink-0"
        >
          {wait > 0 ? t('smsCode.resendIn', { s: wait }) : t('smsCode.send')}
        </Button>
      </div>
      {note && (
        <p role="status" className="text-xs text-green-700">
          {note}
        </p>
      )}
    </div>
  )
}
