// /callback: WeChat's OAuth return. The code goes to POST /user/weixinLogin; a linked account is
// signed in and lands on the dashboard, otherwise the server's reason is shown (e.g. not configured).
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { signInWithWechat } from '../../auth/wechat-login.ts'
import { publicText } from './public.text.ts'

export function CallbackPage() {
  const { t } = useTranslation(publicText.ns)
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const code = params.get('code') ?? ''
  const [error, setError] = useState('')
  useEffect(() => {
    if (!code) return
    signInWithWechat(code).then(
      () => navigate('/', { replace: true }),
      (e: unknown) => setError(e instanceof Error ? e.message : String(e)),
    )
  }, [code, navigate])
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-3 text-center">
      <h1 className="text-xl font-semibold">{t('wechat.title')}</h1>
      <p role="status">{!code ? t('wechat.noCode') : error || t('wechat.signingIn')}</p>
      {(error || !code) && (
        <Link to="/login" className="text-primary underline">
          {t('wechat.password')}
        </Link>
      )}
    </section>
  )
}
