// The core offline scenarios in Gecko (Firefox ESR, WebDriver BiDi). Chromium runs each of them,
// and more, in the other e2e files.
import { coreScenarios } from '../helpers/engines/core-scenarios.ts'
import { FIREFOX, firefoxInstalled, launchFirefox } from '../helpers/engines/firefox.ts'

if (!firefoxInstalled())
  throw new Error(
    `Firefox not found at ${FIREFOX}: run  apt-get install -y firefox-esr  (or set PM3_FIREFOX)`,
  )

coreScenarios(launchFirefox)
