// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeAll, expect, it } from 'vitest'
import { initI18n } from '../i18n/i18n.ts'
import { Modal } from './modal.tsx'

beforeAll(() => initI18n())
afterEach(cleanup)

function ZReport() {
  const [open, setOpen] = useState(true)
  return (
    <Modal open={open} onClose={() => setOpen(false)} title="交班报表">
      <input aria-label="实点现金" />
    </Modal>
  )
}

it('a dialog closes with its 关闭 button (a till tablet has no Escape key)', async () => {
  render(<ZReport />)
  await screen.findByRole('dialog')
  fireEvent.click(screen.getByRole('button', { name: '关闭' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
})
