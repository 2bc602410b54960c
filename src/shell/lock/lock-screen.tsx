import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSession } from '../../auth/use-session.ts'
import { Button } from '../../ui/button.tsx'
import { inputClass } from '../../ui/input-class.ts'
import { useLogout } from '../header/use-logout.tsx'
import { hasLockPassword, isLockPassword } from './lock-password.ts'
import { lockStore, MAX_WRONG_TRIES, useLock, WALLPAPERS } from './lock-store.ts'

/** The full-screen lock over every page and tab; unlocks offline against the stored hash. */
export function LockScreen() {
  const { t } = useTranslation()
  const { locked, wallpaper, wrong } = useLock()
  const { user, site } = useSession()
  const [value, setValue] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const { leave } = useLogout()
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (locked) input.current?.focus()
  }, [locked])
  if (!locked) return null

  // Spec §5: on blur the password is checked, not just its presence (no try is counted here).
  const check = () => setError(isLockPassword(value, user?.suo_password) ? '' : t('lock.wrong'))
  const canUnlock = hasLockPassword(user?.suo_password)
  const submit = async (e: React.FormEvent) => {
    e.preventDefault()
    setBusy(true)
    const result = await lockStore.tryUnlock(value, user?.suo_password ?? '')
    setBusy(false)
    if (result === 'unlocked') {
      setValue('')
      setError('')
    } else if (result === 'signOut') {
      lockStore.clear()
      await leave()
    } else setError(t('lock.wrong'))
  }
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={t('lock.locked', { title: site?.erp_title ?? 'PM3' })}
      className="fixed inset-0 z-[100] flex items-center justify-center bg-cover bg-center"
      style={{ backgroundImage: `url(${WALLPAPERS[wallpaper]})` }}
    >
      <div className="absolute inset-0 backdrop-blur-sm" />
      <form
        onSubmit={(e) => void submit(e)}
        className="relative w-80 rounded-lg bg-white/90 p-6 text-center shadow-xl"
      >
        <div className="mx-auto mb-3 flex h-16 w-16 items-center justify-center rounded-full bg-primary text-2xl text-white">
          {(user?.nickname || user?.username || '?').slice(0, 1)}
        </div>
        <p className="mb-4 font-medium text-slate-800">
          {t('lock.locked', { title: site?.erp_title ?? 'PM3' })}
        </p>
        {canUnlock ? (
          <>
            <input
              type="password"
              aria-label={t('lock.placeholder')}
              placeholder={t('lock.placeholder')}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              onBlur={check}
              ref={input}
              className={inputClass}
            />
            {error && <p className="mt-1 text-left text-xs text-red-600">{error}</p>}
            {wrong > 0 && (
              <p className="mt-1 text-left text-xs text-amber-700">
                {t('lock.tries', { n: MAX_WRONG_TRIES - wrong })}
              </p>
            )}
            <Button type="submit" disabled={busy} className="mt-4 w-full">
              {t('lock.unlock')}
            </Button>
          </>
        ) : (
          <>
            {/* No lock password to check: the curtain can only be lifted by signing out. */}
            <p className="text-left text-sm text-slate-700">{t('lock.noLockPassword')}</p>
            <Button
              onClick={() => {
                lockStore.clear()
                void leave()
              }}
              className="mt-4 w-full"
            >
              {t('lock.signOut')}
            </Button>
          </>
        )}
        <button
          type="button"
          onClick={() => lockStore.nextWallpaper()}
          className="mt-2 text-xs text-slate-500 hover:text-primary"
        >
          {t('lock.wallpaper')}
        </button>
        <p className="mt-3 text-left text-xs text-slate-500">{t('lock.keptOnSignOut')}</p>
      </form>
    </div>
  )
}
