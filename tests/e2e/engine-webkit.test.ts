// The core offline scenarios in WebKit, over classic WebDriver: WebKitGTK 2.50 under a virtual
// display by default (in `npm test`), or WPE 2.38 with PM3_WEBKIT=wpe. WebKit freezes a page it keeps
// in the back/forward cache with its IndexedDB transactions open; the page now ends them on
// `pagehide` (src/data/page-cache-guard.ts), or the next page's first write waited for ever.
import { coreScenarios } from '../helpers/engines/core-scenarios.ts'
import { launchWebKit, WEBKIT_PORT, webkitInstalled } from '../helpers/engines/webkit.ts'

if (!webkitInstalled())
  throw new Error(
    `WebKit not found (${WEBKIT_PORT.driver}): run  apt-get install -y webkit2gtk-driver xvfb xauth`,
  )

// WebKit grants no persistent storage: PM3 says so, and tells the user when the data was emptied.
// One more run of a failed scenario, while WebKit bug 324094 is open (README, "Still open in WebKit"):
// a worker ended with IndexedDB transactions in flight left `meta` unable to run any transaction, and
// a page opened right after sign-in stalled at boot stage storage-marker (3 of 12 runs, and both
// clean-clone CI runs of 2026-11-26). The sync worker now ends its transactions first
// (src/data/sync-worker-end.ts): no stall in the runs since. A failure is still printed, with what
// the page showed and which stores answered; two in a row fail the run.
coreScenarios(launchWebKit, { storagePersisted: false, retriesForKnownDefect: 1 })
