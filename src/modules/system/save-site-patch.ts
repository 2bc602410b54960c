// Saving a site-info patch from a page: through the outbox, with the messages the page shows.

import { InvalidPayload } from '../../data/command-kit.ts'
import { writeCommand } from '../../data/sync-client.ts'
import { saveSiteSettings } from './system.commands.ts'

/** Queues the patch; answers the messages that refused it, or none. */
export async function saveSitePatch(patch: Record<string, unknown>): Promise<string[]> {
  try {
    await writeCommand(saveSiteSettings, patch)
    return []
  } catch (e) {
    if (e instanceof InvalidPayload) return e.messages
    throw e
  }
}
