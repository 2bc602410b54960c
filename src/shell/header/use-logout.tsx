import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { signOut } from '../../auth/session-flows.ts'
import { useUserDb } from '../../data/db-context.tsx'
import { stopSyncForLogout } from '../../data/sync-client.ts'
import { Button } from '../../ui/button.tsx'
import { Modal } from '../../ui/modal.tsx'
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
    <Modal open={unsynced > 0} onClose={() => setUnsynced(0)} title={t('sync.logoutTitle')} size="max-w-md">
      <p className="text-sm text-slate-600">{t('sync.logoutText', { count: unsynced })}</p>
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="outline" onClick={() => void leave()}>
          {t('sync.logoutAnyway')}
        </Button>
        <Button onClick={() => setUnsynced(0)}>{t('sync.stay')}</Button>
      </div>
    </Modal>
  )
  return { ask, leave, dialog }
}
