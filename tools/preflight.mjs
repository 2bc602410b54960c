#!/usr/bin/env node
// Before the test run: the browser tests need Debian's Chromium, Firefox ESR and WebKitGTK (under a
// virtual X display); say how to get them instead of failing late.
import { existsSync } from 'node:fs'

const browsers = [
  ['Chromium', process.env.PM3_CHROMIUM ?? '/usr/bin/chromium', 'chromium', 'PM3_CHROMIUM'],
  ['Firefox ESR', process.env.PM3_FIREFOX ?? '/usr/bin/firefox-esr', 'firefox-esr', 'PM3_FIREFOX'],
  ['WebKitGTK’s WebDriver', '/usr/bin/WebKitWebDriver', 'webkit2gtk-driver', null],
  ['a virtual X display', '/usr/bin/xvfb-run', 'xvfb', null],
  ['xauth (for the virtual display)', '/usr/bin/xauth', 'xauth', null],
]
const missing = browsers.filter(([, path]) => !existsSync(path))
if (missing.length) {
  for (const [name, path, , env] of missing)
    console.error(
      `The browser tests need ${name} at ${path}${env ? ` (or point ${env} at another binary)` : ''}.`,
    )
  console.error(
    `Install with:  sudo apt-get update && sudo apt-get install -y ${missing.map(([, , pkg]) => pkg).join(' ')}`,
  )
  process.exit(1)
}
