// Saving a site-info patch from a page: through the outbox, with the messages the page shows; and
// the unsaved edits of the two pages that make such patches (/site/sitesettings, /web/webset).

import { useState } from 'react'
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

/** A page's unsaved site-info edits, the messages of the last refusal, and whether it was saved. */
export function useSiteDraft<K extends string>() {
  const [draft, setDraft] = useState<Partial<Record<K, string | number>>>({})
  const [messages, setMessages] = useState<string[]>([])
  const [saved, setSaved] = useState(false)
  const change = (key: K, value: string | number) => {
    setSaved(false)
    setDraft((d) => ({ ...d, [key]: value }))
  }
  async function save() {
    const problems = await saveSitePatch(draft)
    setMessages(problems)
    if (!problems.length) {
      setDraft({})
      setSaved(true)
    }
  }
  return { draft, change, messages, saved, save }
}
