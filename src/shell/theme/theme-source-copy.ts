// Spec §5: the theme drawer's "copy theme source" asks for a fixed password; a wrong one is the error
// 密码不正确！. What it copies is the current theme settings as JSON, to hand to whoever sets a
// company's default look. The password is set when the app is built (VITE_PM3_THEME_COPY_PASSWORD);
// it travels in the page, so it keeps the button from casual use, nothing more.
import type { ThemeSettings } from './theme-settings.ts'

export const THEME_COPY_PASSWORD: string = import.meta.env.VITE_PM3_THEME_COPY_PASSWORD || 'pm3-theme'

/** What the copy puts on the clipboard, or null when the password is wrong (or the prompt cancelled). */
export function themeSource(answer: string | null, theme: ThemeSettings): string | null {
  if (answer === null || answer !== THEME_COPY_PASSWORD) return null
  return JSON.stringify(theme, null, 2)
}
