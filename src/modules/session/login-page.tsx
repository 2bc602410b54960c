import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router'
import { ApiError } from '../../api/http-client.ts'
import { safeRedirect } from '../../auth/login-path.ts'
import { loadSiteInfo, SessionFlowError, signIn } from '../../auth/session-flows.ts'
import { session } from '../../auth/session-store.ts'
import { useSession } from '../../auth/use-session.ts'
import { keyedMessage } from '../../i18n/keys.ts'
import { FormError, SubmitButton } from '../../ui/form-parts.tsx'
import { LanguageSwitch } from '../../ui/language-switch.tsx'
import { TextField } from '../../ui/text-field.tsx'
import { EndedSessionNotes } from './ended-session-notes.tsx'
import { type LoginValues, loginSchema } from './login-form.ts'

export function LoginPage() {
  const { t } = useTranslation()
  const { token, site } = useSession()
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const [serverError, setServerError] = useState<string | null>(null)
  // Set while this page signs in: it then reloads to the return path itself (spec §4).
  const signingIn = useRef(false)
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    mode: 'onSubmit',
    reValidateMode: 'onBlur',
    defaultValues: { username: '', password: '' },
  })
  const { errors, isSubmitting } = form.formState

  useEffect(() => {
    void loadSiteInfo().then((state) => {
      if (state === 'forbidden') navigate('/401', { replace: true })
    })
  }, [navigate])

  if (token && !signingIn.current) return <Navigate to="/" replace />

  const onSubmit = form.handleSubmit(async ({ username, password }) => {
    setServerError(null)
    signingIn.current = true
    try {
      const user = await signIn(username, password)
      // Before the reload starts this user's sync: their kept entries, sealed at their last session's
      // end, open with the password the server just accepted. Never a reason to refuse the sign-in.
      // Loaded here, not with the login page: its first paint carries no database code.
      await import('../../data/queue-seal.ts')
        .then((m) => m.openQueueAtSignIn(session.comId(), user.ID, password))
        .catch((e) => console.error('opening the kept queue', e))
      // Spec §4: a successful sign-in reloads the page, so no state of a previous user survives.
      window.location.replace(safeRedirect(params.get('redirect')))
    } catch (e) {
      signingIn.current = false
      if (e instanceof SessionFlowError) setServerError(t(e.messageKey))
      // No network: say so, and that what this device still has to send is kept (it goes after the next sign-in).
      else if (e instanceof ApiError && e.kind === 'network' && !navigator.onLine)
        setServerError(t('login.offline'))
      else if (e instanceof ApiError) setServerError(e.message)
      else setServerError(String(e))
    }
  })

  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-menu to-primary/70 p-4">
      <div className="w-full max-w-sm rounded-lg bg-white p-8 shadow-xl">
        <div className="mb-6 flex items-start justify-between">
          <div>
            <h1 className="text-2xl font-semibold text-slate-900">{site?.erp_title || t('app.name')}</h1>
            <p className="text-sm text-slate-500">
              {t('login.heading')} · {t('login.subtitle')}
            </p>
          </div>
          <LanguageSwitch className="text-slate-600" />
        </div>
        <EndedSessionNotes />
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <TextField
            label={t('login.username')}
            autoComplete="username"
            autoFocus
            error={errors.username?.message && keyedMessage(t, errors.username.message)}
            {...form.register('username')}
          />
          <TextField
            label={t('login.password')}
            type="password"
            autoComplete="current-password"
            error={errors.password?.message && keyedMessage(t, errors.password.message)}
            {...form.register('password')}
          />
          <FormError messages={serverError} />
          <SubmitButton busy={isSubmitting} label={t('login.submit')} busyLabel={t('login.submitting')} />
        </form>
        <p className="mt-4 text-center text-sm">
          <Link to="/register" className="text-primary">
            {t('login.register')}
          </Link>
        </p>
      </div>
    </main>
  )
}
