// The register view (/register, public like /login): user name, password, mobile and verification
// code with the messages of spec §5. The code is one the server texted (POST /register/sendCode); a
// new account signs in once an admin approves it, and holds no access codes until an admin grants them.

import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, Navigate } from 'react-router'
import { ApiError } from '../../api/http-client.ts'
import { register, requestRegisterCode } from '../../auth/session-flows.ts'
import { useSession } from '../../auth/use-session.ts'
import { useLanguage } from '../../i18n/use-language.ts'
import { CodeField } from '../../ui/code-field.tsx'
import { FormError, SubmitButton } from '../../ui/form-parts.tsx'
import { LanguageSwitch } from '../../ui/language-switch.tsx'
import { TextField } from '../../ui/text-field.tsx'
import { type RegisterValues, registerErrors } from './register-rules.ts'
import { systemText } from './system.text.ts'

const EMPTY: RegisterValues = { username: '', password: '', mobile: '', code: '' }

export function RegisterPage() {
  const { t: tx } = useTranslation([systemText.ns, 'translation'])
  const lang = useLanguage()
  const { token, site } = useSession()
  const [values, setValues] = useState(EMPTY)
  const [tried, setTried] = useState(false)
  const [busy, setBusy] = useState(false)
  const [serverError, setServerError] = useState<string | null>(null)
  const [done, setDone] = useState(false)
  if (token) return <Navigate to="/" replace />
  const errors = tried ? registerErrors(values, lang) : {}
  const field = (name: keyof RegisterValues) => ({
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
  })

  async function submit() {
    setTried(true)
    setServerError(null)
    if (Object.keys(registerErrors(values, lang)).length) return
    setBusy(true)
    try {
      await register({
        ...values,
        username: values.username.trim(),
        mobile: values.mobile.trim(),
        code: values.code.trim(),
      })
      setDone(true)
    } catch (e) {
      setServerError(e instanceof ApiError ? e.message : String(e))
    } finally {
      setBusy(false)
    }
  }

  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-menu to-primary/70 p-4">
      <div className="w-full max-w-sm rounded-lg bg-white p-8 shadow-xl">
        <div className="mb-6 flex items-start justify-between">
          <div>
            <h1 className="text-2xl font-semibold text-slate-900">{tx('translation:login.register')}</h1>
            <p className="text-sm text-slate-500">{site?.company || site?.erp_title}</p>
          </div>
          <LanguageSwitch className="text-slate-600" />
        </div>
        {done ? (
          <p role="status" className="rounded bg-green-50 px-3 py-2 text-sm text-green-800">
            {tx('registered')}
          </p>
        ) : (
          <form
            noValidate
            className="space-y-4"
            onSubmit={(e) => {
              e.preventDefault()
              void submit()
            }}
          >
            <TextField
              label={tx('translation:login.username')}
              autoComplete="username"
              autoFocus
              {...field('username')}
            />
            <TextField
              label={tx('newPassword')}
              type="password"
              autoComplete="new-password"
              {...field('password')}
            />
            <TextField
              label={tx('translation:common.mobile')}
              inputMode="numeric"
              autoComplete="tel"
              {...field('mobile')}
            />
            <CodeField
              label={tx('code')}
              {...field('code')}
              mobile={values.mobile.trim()}
              mobileError={registerErrors({ mobile: values.mobile.trim() }, lang).mobile}
              request={requestRegisterCode}
              onError={(message) => setServerError(message || null)}
            />
            <FormError messages={serverError} />
            <SubmitButton busy={busy} label={tx('submit')} busyLabel={tx('submitting')} />
          </form>
        )}
        <p className="mt-4 text-center text-sm">
          <Link to="/login" className="text-primary">
            {tx('toLogin')}
          </Link>
        </p>
      </div>
    </main>
  )
}
