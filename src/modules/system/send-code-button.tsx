// The register page's "get a code" button: asks the server to text a code to the mobile, then
// waits out the server's one-code-a-minute rule before it may be pressed again.

import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../api/http-client.ts'
import { requestRegisterCode } from '../../auth/session-flows.ts'
import { Button } from '../../ui/button.tsx'
import { systemText } from './system.text.ts'

const RESEND_SECONDS = 60

export function SendCodeButton(props: {
  mobile: string
  /** The mobile's own problem, if any: no request is sent for a malformed number. */
  mobileError: string | undefined
  onSent: (message: string) => void
  onError: (message: string) => void
}) {
  const { t: tx } = useTranslation([systemText.ns, 'translation'])
  const [wait, setWait] = useState(0)
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    if (wait <= 0) return
    const timer = setTimeout(() => setWait((s) => s - 1), 1000)
    return () => clearTimeout(timer)
  }, [wait])

  async function send() {
    if (props.mobileError) return props.onError(props.mobileError)
    setBusy(true)
    try {
      await requestRegisterCode(props.mobile)
      setWait(RESEND_SECONDS)
      props.onSent(tx('codeSent', { mobile: props.mobile }))
    } catch (e) {
      props.onError(e instanceof ApiError ? e.message : String(e))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Button
      variant="primary-outline"
      disabled={busy || wait > 0}
      onClick={() => void send()}
      className="shrink-0"
    >
      {wait > 0 ? tx('resendIn', { s: wait }) : tx('sendCode')}
    </Button>
  )
}
