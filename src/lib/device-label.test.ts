import { expect, it } from 'vitest'
import { deviceLabel } from './device-label.ts'

it('names the browser and the system a sign-in came from', () => {
  expect(
    deviceLabel(
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    ),
  ).toBe('Chrome · Windows')
  expect(
    deviceLabel(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    ),
  ).toBe('Safari · iPhone')
  expect(
    deviceLabel(
      'Mozilla/5.0 (Linux; Android 14; V2324A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116 Mobile Safari/537.36 MicroMessenger/8.0.49',
    ),
  ).toBe('Chrome · Android')
  expect(
    deviceLabel(
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131 Safari/537.36 Edg/131.0',
    ),
  ).toBe('Edge · Windows')
  expect(deviceLabel('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe(
    'Firefox · Linux',
  )
  expect(deviceLabel('curl/8.5.0')).toBe('')
})
