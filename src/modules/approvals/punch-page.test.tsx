// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { restore } from '../../data/commands.ts'
import { companyDateTime } from '../../lib/company-time.ts'
import { signedInPage } from '../../test-kit/page-harness.tsx'
import { PunchPage } from './punch-pages.tsx'

let page: Awaited<ReturnType<typeof signedInPage>> | undefined
afterEach(async () => {
  cleanup()
  await page?.close()
})

it('a punch the server refuses stops saying "saved": it is listed as refused, with the reason', async () => {
  page = await signedInPage({ username: 'field', acce: '' }, 'en')
  // Who files (the effect reads the signed-in account from the mirror, as the app stores it).
  await page.db.meta.put({ key: 'userInfo', value: { ID: 7, username: 'field' } })
  page.show(<PunchPage />)
  const date = companyDateTime(Date.now() - 2 * 86_400_000)[0]
  fireEvent.change(await screen.findByLabelText('Date'), { target: { value: date } })
  fireEvent.change(screen.getByLabelText('Time'), { target: { value: '18:10' } })
  fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Phone died' } })
  fireEvent.click(screen.getByRole('button', { name: 'File make-up punch' }))
  await screen.findByText('Saved on this device; it is sent when you are online')
  const list = screen.getByTestId('my-punches')
  await within(list).findByText('Phone died')

  // Back online, the server refuses it (another device filed that punch first). The sync worker,
  // left out here, does what src/sync/push.ts does with a refusal: undo its effect, fail the entry.
  const [entry] = await page.queued()
  const reason = `The Clock-in of ${date} already has a make-up punch request; it cannot be filed twice`
  for (const image of entry!.undo) await restore(page.db, image)
  await page.db.outbox.update(entry!.id, { state: 'failed', error: { code: 422, message: reason } })

  const note = await screen.findByTestId('refused-note')
  expect(note.textContent).toContain(`The server refused it: ${reason}`)
  expect(within(note).getByRole('button', { name: 'See and fix it in the sync panel' })).toBeTruthy()
  expect(screen.queryByText('Saved on this device; it is sent when you are online')).toBeNull()
  await waitFor(() => expect(within(list).getByText('Refused')).toBeTruthy())
  expect(within(list).getByText('Phone died')).toBeTruthy()
  expect(within(list).getByText(reason)).toBeTruthy()
})
