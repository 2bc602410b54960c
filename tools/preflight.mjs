#!/usr/bin/env node
// Before the test run: the browser tests need Debian's Chromium; say how to get it instead of failing late.
import { existsSync } from 'node:fs'

const chromium = process.env.PM3_CHROMIUM ?? '/usr/bin/chromium'
if (!existsSync(chromium)) {
  console.error(
    `The browser tests need Chromium at ${chromium}.\n` +
      'Install it with:  sudo apt-get update && sudo apt-get install -y chromium\n' +
      '(or point PM3_CHROMIUM at another Chromium binary).',
  )
  process.exit(1)
}
