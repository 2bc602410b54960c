// Firefox ESR (Debian's firefox-esr) driven by puppeteer-core over WebDriver BiDi.
import { existsSync } from 'node:fs'
import puppeteer, { type KeyInput, type Page } from 'puppeteer-core'
import type { Engine, EnginePage } from './engine.ts'

export const FIREFOX = process.env.PM3_FIREFOX ?? '/usr/bin/firefox-esr'

export const firefoxInstalled = () => existsSync(FIREFOX)

const NAMED_KEYS = new Set(['Enter', 'Escape', 'Tab', 'Backspace', 'F6', 'F7', 'F8', 'F9'])

function enginePage(page: Page): EnginePage {
  return {
    async goto(url) {
      await page.goto(url, { waitUntil: 'load' })
    },
    async reload() {
      await page.reload({ waitUntil: 'load' })
    },
    evaluate: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
    click: (selector) => page.click(selector),
    async type(selector, text) {
      await page.click(selector, { count: 3 })
      await page.keyboard.press('Backspace')
      await page.type(selector, text)
    },
    async keys(text) {
      if (NAMED_KEYS.has(text)) await page.keyboard.press(text as KeyInput)
      else await page.keyboard.type(text)
    },
    close: () => page.close(),
  }
}

export async function launchFirefox(): Promise<Engine> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    // No update checks, telemetry or first-run pages: this machine's network is closed.
    extraPrefsFirefox: {
      'app.update.enabled': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      'toolkit.telemetry.enabled': false,
      'browser.shell.checkDefaultBrowser': false,
    },
  })
  const version = await browser.version()
  return {
    name: 'Firefox',
    version,
    async newProfile() {
      const context = await browser.createBrowserContext()
      return {
        newPage: async () => enginePage(await context.newPage()),
        close: () => context.close(),
      }
    },
    close: () => browser.close(),
  }
}
