// The helper checks of spec §5, shared by forms on the page, worker payloads and the server.

export const MIN_PASSWORD_LENGTH = 6

export function isExternalLink(path: string): boolean {
  return /^(https?:|mailto:|tel:|\/\/)/.test(path)
}

export function isLongEnoughPassword(value: string): boolean {
  return value.length >= MIN_PASSWORD_LENGTH
}

/** 11 digits starting with 1. */
export function isMobile(value: string): boolean {
  return /^1\d{10}$/.test(value)
}

export function isJsonObject(text: string): boolean {
  try {
    const v: unknown = JSON.parse(text)
    return typeof v === 'object' && v !== null
  } catch {
    return false
  }
}
