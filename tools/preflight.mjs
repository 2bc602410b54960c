#!/usr/bin/env node
// Before the test run: the browser tests need Debian's Chromium and Firefox ESR; say how to get them
// instead of failing late.
import { existsSync } from 'node:fs'

const browsers = [
  ['Chromium', process.env.PM3_CHROMIUM ?? '/usr/bin/chromium', 'chromium', 'PM3_CHROMIUM'],
  ['Firefox ESR', process.env.PM3_FIREFOX ?? '/usr/bin/firefox-esr', 'firefox-esr', 'PM3_FIREFOX'],
]
const missing = browsers.filter(([, path]) => !existsSync(path))
if (missing.length) {
  for (const [name, path, , env] of missing)
    console.error(`The browser tests need ${name} at ${path} (or point ${env} at another binary).`)
  console.error(
    `Install with:  sudo apt-get update && sudo apt-get install -y ${missing.map(([, , pkg]) => pkg).join(' ')}`,
  )
  process.exit(1)
}
