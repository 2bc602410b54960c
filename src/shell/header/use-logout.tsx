import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { signOut } from '../../auth/session-flows.ts'
import { useUserDb } from '../../data/db-context.tsx'
import { stopSyncForLogout } from '../../data/sync-client.ts'
import { tabsStore } from '../tabs/tabs-store.ts'

/** Sign-out that warns first when writes are still queued (a shared till must not lose a sale). */
export function useLogout() {
  const { t } = useTranslation()
  const db = useUserDb()
  const [unsynced, setUnsynced] = useState(0)

  const leave = async () => {
    tabsStore.clear()
    await stopSyncForLogout()
    await signOut()
  }
  const ask = async () => {
    const count = await db.outbox.count()
    if (count > 0) setUnsynced(count)
    else await leave()
  }
  const dialog = (
    <Dialog open={unsynced > 0} onClose={() => setUnsynced(0)} className="relative z-50">
      <div className="fixed inset-0 bg-black/30" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-lg bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900">{t('sync.logoutTitle')}</DialogTitle>
          <p className="mt-2 text-sm text-slate-600">{t('sync.logoutText', { count: unsynced })}</p>
          <div className="mt-4 flex justify-end gap-2">
            <button
              type="button"
              onClick={() => void leave()}
              className="rounded-pm3 border border-slate-300 px-4 py-2 text-sm"
            >
              {t('sync.logoutAnyway')}
            </button>
            <button
              type="button"
              onClick={() => setUnsynced(0)}
              className="rounded-pm3 bg-primary px-4 py-2 text-sm text-white"
            >
              {t('sync.stay')}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  )
  return { ask, leave, dialog }
}
