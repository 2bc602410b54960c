// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { newId } from '../../data/enqueue.ts'
import { signedInPage } from '../../test-kit/page-harness.tsx'
import { UserListPage } from './user-list-page.tsx'

let page: Awaited<ReturnType<typeof signedInPage>>
beforeEach(async () => {
  page = await signedInPage({ username: 'admin', acce: '900', admin: true })
})
afterEach(async () => {
  cleanup()
  await page.close()
})

it('an account whose rights all come from its role shows them, marked as the role’s, not 无', async () => {
  const role = {
    id: newId(),
    code: 'manager',
    name: '门店店长',
    acce: '280,281',
    permissions: '',
    updated_at: 1,
  }
  await page.db.table('roles').put(role)
  await page.db.table('users').put({
    id: newId(),
    username: 'manager3',
    nickname: '店长三号',
    acce: '',
    role_ids: role.id,
    admin: false,
    projects: '',
    staff_ref: '',
    updated_at: 1,
  })
  page.show(<UserListPage />)
  const access = await screen.findByTestId('user-access')
  await waitFor(() => expect(access.textContent).toBe('280281'))
  expect([...access.querySelectorAll('[data-from-role]')].map((c) => c.textContent)).toEqual(['280', '281'])
  expect(screen.getByTestId('user-roles').textContent).toBe('门店店长')
})
