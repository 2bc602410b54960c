// One journey: offline, a field engineer files an expense with two phone photos and a PDF; a reload
// offline still shows them; back online each file reaches the server once and whole; the approver,
// in another browser, opens them; a user who may not see the sop gets 404 for its files.
import { createHash } from 'node:crypto'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { localFileStore } from '../../server/attachments/file-store.ts'
import { ATTACHMENT_FILE_PATH } from '../../src/api/attachments.ts'
import { detailPath } from '../../src/modules/approvals/sop-templates.ts'
import {
  appUnderTest,
  goOffline,
  goOnline,
  signedInPage,
  waitForPulled,
  waitForServiceWorker,
} from '../helpers/browser.ts'
import { bearer, login, tableRows } from '../helpers/test-server.ts'

const app = appUnderTest()
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

/** A 4000×3000 "phone photo" made by the browser itself (gradients, shapes and grain, as JPEG). */
async function phonePhoto(page: Page, seed: number): Promise<Buffer> {
  const base64 = await page.evaluate(async (s) => {
    const canvas = new OffscreenCanvas(4000, 3000)
    const g = canvas.getContext('2d')!
    const grad = g.createLinearGradient(0, 0, 4000, 3000)
    grad.addColorStop(0, `hsl(${s * 40}, 60%, 70%)`)
    grad.addColorStop(1, `hsl(${s * 40 + 120}, 50%, 30%)`)
    g.fillStyle = grad
    g.fillRect(0, 0, 4000, 3000)
    for (let i = 0; i < 400; i++) {
      g.fillStyle = `hsla(${(i * 37 + s) % 360}, 70%, 50%, 0.3)`
      g.fillRect((i * 997) % 4000, (i * 613) % 3000, 120 + (i % 200), 80 + (i % 150))
    }
    g.fillStyle = '#111'
    g.font = '160px sans-serif'
    g.fillText(`发票 No.${s} 金额 128.00`, 400, 1500)
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 })
    const bytes = new Uint8Array(await blob.arrayBuffer())
    let text = ''
    for (let i = 0; i < bytes.length; i += 0x8000)
      text += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
    return btoa(text)
  }, seed)
  return Buffer.from(base64, 'base64')
}

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)

describe('attachments offline', () => {
  it('files an expense with two photos and a PDF offline; they survive a reload, reach the server once, and the approver opens them', async () => {
    const { context, page } = await signedInPage(app, 'field', 'field123')
    await waitForPulled(page, ['sops', 'sopFlows'])
    await waitForServiceWorker(page)
    const photos = [await phonePhoto(page, 1), await phonePhoto(page, 2)]

    await goOffline(context)
    await page.goto('/expe/soplist?template=expefina')
    const title = '现场勘察差旅报销（含票据）'
    await page.getByLabel('标题').fill(title)
    await page.getByLabel('金额').fill('128.00')
    await page.getByLabel('事由').fill('城南项目现场勘察往返车费与住宿')
    // One photo from the camera input, the other and the contract from the file chooser.
    await page
      .getByTestId('attach-camera')
      .setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: photos[0]! })
    await page.getByTestId('attach-files').setInputFiles([
      { name: 'IMG_0002.jpg', mimeType: 'image/jpeg', buffer: photos[1]! },
      { name: '住宿合同.pdf', mimeType: 'application/pdf', buffer: PDF },
    ])
    await expect.poll(() => page.getByTestId('chosen-file').count(), { timeout: 30_000 }).toBe(3)
    await page.getByRole('button', { name: '提交' }).click()

    const detail = page.getByTestId('sop-detail')
    await detail.getByRole('heading', { name: title }).waitFor()
    const shown = async () => {
      await expect.poll(() => detail.getByTestId('attachment-thumb').count(), { timeout: 15_000 }).toBe(2)
      await detail.getByTestId('pdf-preview').waitFor()
      expect(await detail.getByTestId('attachment-pending').count()).toBe(3)
    }
    await shown()
    // Offline and reloaded: the files come from the device's store.
    await page.reload()
    await detail.getByRole('heading', { name: title }).waitFor()
    await shown()
    expect(await tableRows(app.server, 'attachments')).toHaveLength(0)

    app.server.clock.now = Date.now()
    await goOnline(context)
    await expect
      .poll(() => page.getByTestId('sync-indicator').innerText(), { timeout: 60_000 })
      .not.toContain('待同步')
    await expect.poll(() => detail.getByTestId('attachment-pending').count()).toBe(0)

    // The server holds each file once (two photos, their thumbnails, the PDF), whole.
    const files = await tableRows(app.server, 'attachments')
    expect(files).toHaveLength(5)
    for (const f of files) {
      expect(Number(f.complete)).toBe(1)
      const hash = String(f.hash)
      const bytes = await (app.server.config.fileStore ?? localFileStore(app.server.config.dataDir)).read(
        1,
        hash,
      )
      expect(sha256(Buffer.from(bytes!))).toBe(hash)
    }
    // Compressed on the device: a 4000×3000 photo arrives readable and under 400 KB.
    const sizes = files.map((f) => Number(f.size))
    expect(Math.max(...sizes)).toBeLessThanOrEqual(400 * 1024)
    const sop = (await tableRows(app.server, 'res_sops')).find((s) => s.title === title)!
    const refs = (await tableRows(app.server, 'attachment_refs')).filter((r) => r.record_id === sop.id)
    expect(refs).toHaveLength(5)

    // The approver (the general manager) on another device opens the photos and the PDF.
    const approver = await signedInPage(app, 'admin', 'admin123')
    await approver.page.goto(detailPath('expefina', String(sop.code), String(sop.id)))
    const seen = approver.page.getByTestId('sop-detail')
    await seen.getByRole('heading', { name: title }).waitFor()
    await expect.poll(() => seen.getByTestId('attachment-thumb').count(), { timeout: 30_000 }).toBe(2)
    await expect
      .poll(() =>
        seen
          .getByTestId('attachment-thumb')
          .first()
          .evaluate((img) => (img as HTMLImageElement).naturalWidth),
      )
      .toBeGreaterThan(0)
    await seen.getByTestId('pdf-preview').waitFor({ timeout: 30_000 })
    await seen.getByTestId('attachment-thumb').first().click()
    await expect
      .poll(
        () =>
          approver.page
            .getByTestId('attachment-full')
            .evaluate((img) => (img as HTMLImageElement).naturalWidth),
        {
          timeout: 30_000,
        },
      )
      .toBeGreaterThan(1000)
    await approver.context.close()

    // The shop cashier may not see this sop: its files are a 404, like files that do not exist.
    const shop = await login(app.server, 'shop', 'shop123')
    const res = await fetch(
      `${app.server.api}${ATTACHMENT_FILE_PATH}/${refs[0]!.hash}?resource=sops&record=${sop.id}`,
      {
        headers: bearer(shop),
      },
    )
    expect(res.status).toBe(404)
  })
})
