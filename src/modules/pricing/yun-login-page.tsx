// /yunlogin: the cloud pricing account's sign-in (POST /yun/yunUserLogin), or WeChat when configured.
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useLanguage } from '../../i18n/use-language.ts'
import { accountText } from '../../resources/engine.text.ts'
import { inLanguage } from '../../resources/text.ts'
import { Button } from '../../ui/button.tsx'
import { TextField } from '../../ui/text-field.tsx'
import { pricingText } from './pricing.text.ts'
import { yunSignIn, yunWechatSignIn } from './yun-session.ts'

export function YunLoginPage() {
  const { t } = useTranslation([pricingText.ns, 'translation'])
  const lang = useLanguage()
  const navigate = useNavigate()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  async function submit(e: FormEvent) {
    e.preventDefault()
    if (!username.trim()) return setError(inLanguage(accountText.usernameRequired, lang))
    if (!password) return setError(inLanguage(accountText.passwordRequired, lang))
    setBusy(true)
    try {
      await yunSignIn(username.trim(), password)
      navigate('/yunindex')
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate className="mx-auto flex max-w-sm flex-col gap-4">
      <h1 className="text-xl font-semibold">{t('account.title')}</h1>
      <TextField
        label={t('translation:login.username')}
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        autoComplete="username"
      />
      <TextField
        label={t('translation:login.password')}
        type="password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        autoComplete="current-password"
      />
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
      <Button type="submit" disabled={busy}>
        {t('translation:login.submit')}
      </Button>
      <Button
        variant="outline"
        onClick={() => yunWechatSignIn().catch((err: Error) => setError(err.message))}
      >
        {t('account.wechat')}
      </Button>
      <p className="text-xs text-slate-500">{t('account.hint')}</p>
    </form>
  )
}
