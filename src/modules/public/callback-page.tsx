// /callback: WeChat's OAuth return. The code goes to POST /user/weixinLogin; a linked account is
// signed in and lands on the dashboard, otherwise the server's reason is shown (e.g. not configured).
import { useEffect, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { signInWithWechat } from '../../auth/wechat-login.ts'
import { useBilingual } from '../../i18n/use-bilingual.ts'

export function CallbackPage() {
  const tr = useBilingual()
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
      <h1 className="text-xl font-semibold">{tr('微信登录', 'WeChat sign-in')}</h1>
      <p role="status">
        {!code
          ? tr('缺少微信授权码。', 'The WeChat authorisation code is missing.')
          : error || tr('正在登录…', 'Signing in…')}
      </p>
      {(error || !code) && (
        <Link to="/login" className="text-primary underline">
          {tr('使用账号密码登录', 'Sign in with a password')}
        </Link>
      )}
    </section>
  )
}
