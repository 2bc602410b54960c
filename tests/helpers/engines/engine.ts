// What a cross-engine scenario needs of a browser, whatever drives it (puppeteer over WebDriver
// BiDi for Firefox, webdriverio over classic WebDriver for WebKit). Elements are found by what a
// user reads — a label, a button's name, a test id — by a script in the page, then acted on with
// the driver's own clicks and keystrokes, so each engine delivers real input events.

export interface EnginePage {
  goto(url: string): Promise<void>
  reload(): Promise<void>
  /** Evaluates a JavaScript expression in the page (a promise is awaited). */
  evaluate<T>(expression: string): Promise<T>
  click(selector: string): Promise<void>
  /** Types into the element after clearing it. */
  type(selector: string, text: string): Promise<void>
  /** Keys at the focused element: text, or a named key such as 'Enter' or 'F9'. */
  keys(text: string): Promise<void>
  close(): Promise<void>
}

/** One user's browser profile: pages in it share storage, service worker and Web Locks. */
export interface EngineProfile {
  newPage(): Promise<EnginePage>
  close(): Promise<void>
}

export interface Engine {
  name: string
  version: string
  newProfile(): Promise<EngineProfile>
  close(): Promise<void>
}
