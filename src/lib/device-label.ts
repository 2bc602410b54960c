// A device in words a colleague recognises ("Chrome · Windows", "Safari · iPhone"), from the user agent
// its last sign-in recorded; '' when the agent says nothing recognisable.

const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\/|FxiOS/, 'Firefox'],
  [/Chrome\/|Chromium\/|CriOS/, 'Chrome'],
  [/Safari\//, 'Safari'],
]

const SYSTEMS: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'Mac'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
]

const first = (list: [RegExp, string][], agent: string) => list.find(([re]) => re.test(agent))?.[1]

export function deviceLabel(userAgent: string): string {
  return [first(BROWSERS, userAgent), first(SYSTEMS, userAgent)].filter(Boolean).join(' · ')
}
