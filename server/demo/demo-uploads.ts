// The files spec §7 expects in the uploads area: the demo company's logo, favicon and notice sound
// (Uploads/1/) and the generic favicon (Uploads/favicon.ico) a company without its own falls back
// to. Without them every signed-in page logged 404s for the sound and the logo.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ASSETS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'demo-assets')
const COMPANY_FILES = ['logo_min.png', 'favicon.ico', 'notice.mp3']

function copyIfMissing(from: string, to: string): void {
  if (fs.existsSync(to)) return
  fs.mkdirSync(path.dirname(to), { recursive: true })
  fs.copyFileSync(from, to)
}

/** The generic favicon on every start (it belongs to no company); a company's files only with demo data. */
export function placeUploads(dataDir: string, demoComId: number | null): void {
  const root = path.join(dataDir, 'Uploads')
  copyIfMissing(path.join(ASSETS, 'generic-favicon.ico'), path.join(root, 'favicon.ico'))
  if (demoComId === null) return
  for (const name of COMPANY_FILES)
    copyIfMissing(path.join(ASSETS, name), path.join(root, String(demoComId), name))
}
