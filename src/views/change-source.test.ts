import { expect, it } from 'vitest'
import { catalogueT } from '../test-kit/catalogue-t.ts'
import { changeSource } from './change-source.ts'

it('says where a change came from: this device, or whose device and which, never its id', async () => {
  const t = await catalogueT()
  const mine = 'e7c1f2a4-90b1-4d7e-8f55-0c2d9a1b3e44'
  const theirs = '3f9a2c71-5e0d-4b8a-a1c2-77d0e5f9b210'
  const user = { id: 3, name: '办公室文员' }
  expect(changeSource({ device: mine, deviceLabel: 'Chrome · Windows', user }, mine, t.zh)).toBe('本机')
  expect(changeSource({ device: mine, deviceLabel: '', user }, mine, t.en)).toBe('This device')
  expect(changeSource({ device: theirs, deviceLabel: 'Safari · iPhone', user }, mine, t.zh)).toBe(
    '办公室文员的设备（Safari · iPhone）',
  )
  expect(changeSource({ device: theirs, deviceLabel: 'Safari · iPhone', user }, mine, t.en)).toBe(
    "办公室文员's device (Safari · iPhone)",
  )
  // A device that never signed in (or a record from before sign-ins were kept): a short mark.
  expect(changeSource({ device: theirs, deviceLabel: '', user }, mine, t.zh)).toBe(
    '办公室文员的设备（3f9a2c）',
  )
  // A server workflow: no device.
  expect(changeSource({ device: '', deviceLabel: '', user }, mine, t.zh)).toBe('')
})
