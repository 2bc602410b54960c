// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { endLocalCopy } from '../data/ended-session-wipe.ts'
import { enqueue, newId } from '../data/enqueue.ts'
import { forgetQueueKeys, openQueue } from '../data/queue-seal.ts'
import { signedInPage } from '../test-kit/page-harness.tsx'
import { SealedQueueBanner } from './sealed-queue-banner.tsx'

afterEach(async () => {
  cleanup()
  await forgetQueueKeys()
})

it('after a password reset elsewhere, records sealed with the old one wait until it is given here', async () => {
  const page = await signedInPage({ username: 'office', acce: '' })
  const { db } = page
  // Queued under the old password and sealed at that session's end.
  await openQueue(db, 1, 7, 'old-password')
  const entry = await enqueue(db, { uid: 7, comId: 1, device: 'unit' }, 'departments.save', {
    id: newId(),
    name: '重置前的部门',
    sort: 1,
    status: 'active',
  })
  await endLocalCopy(db, 1, 7)
  // The sign-in with the new password opens none of it.
  expect(await openQueue(db, 1, 7, 'new-password')).toEqual({ opened: 0, locked: 1 })

  page.show(<SealedQueueBanner />)
  const banner = await screen.findByTestId('sealed-queue')
  expect(banner.textContent).toContain('1 条未发送的记录是用你之前的密码加密保存的')
  const field = screen.getByLabelText('之前的密码')
  fireEvent.change(field, { target: { value: 'a-guess' } })
  fireEvent.click(screen.getByRole('button', { name: '解锁并发送' }))
  await screen.findByText('这个密码解不开这些记录')
  expect((await db.outbox.get(entry.id))?.state).toBe('sealed')

  fireEvent.change(field, { target: { value: 'old-password' } })
  fireEvent.click(screen.getByRole('button', { name: '解锁并发送' }))
  await waitFor(() => expect(screen.queryByTestId('sealed-queue')).toBeNull())
  expect(await db.outbox.get(entry.id)).toMatchObject({ state: 'pending', payload: { name: '重置前的部门' } })
  await page.close()
})
