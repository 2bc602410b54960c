// The page's side of the sheet worker: started on the first export or import (so the spreadsheet
// library never loads with a page), kept for the next one, and handing back downloads.
import * as Comlink from 'comlink'
import type { ExportRequest, ExportResult, SheetJobs, TemplateRequest } from './sheet-jobs.ts'

let remote: Comlink.Remote<SheetJobs> | null = null

function jobs(): Comlink.Remote<SheetJobs> {
  if (!remote) {
    const thread = new Worker(new URL('../../workers/sheet.worker.ts', import.meta.url), {
      type: 'module',
      name: 'pm3-sheet',
    })
    remote = Comlink.wrap<SheetJobs>(thread)
  }
  return remote
}

export function exportInWorker(req: ExportRequest): Promise<ExportResult> {
  return jobs().exportList(req)
}

export function templateInWorker(req: TemplateRequest): Promise<ExportResult> {
  return jobs().exportTemplate(req)
}

export function readSheetInWorker(bytes: ArrayBuffer) {
  return jobs().readSheet(Comlink.transfer(bytes, [bytes]))
}

/** Hands the bytes to the browser as a download named `fileName`. */
export function download(bytes: ArrayBuffer, mime: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([bytes], { type: mime }))
  const a = document.createElement('a')
  a.href = url
  a.download = fileName
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
