import { describe, expect, it } from 'vitest'
import {
  readCachedWxToken,
  toCachedWxToken,
  type WxTokenFacts,
  wantsWxAccessToken,
} from './wechat-token-rule.ts'

const NOW = 1_800_000_000_000
const deployed: WxTokenFacts = { hostname: 'erp.example.com', weixinGzh: '1', cached: null, now: NOW }

describe('whether the page asks for a WeChat access token', () => {
  it('asks on a deployed site with weixin_gzh on and nothing cached', () => {
    expect(wantsWxAccessToken(deployed)).toBe(true)
  })

  it.each(['localhost', '127.0.0.1', '::1', '[::1]'])('never asks on %s', (hostname) => {
    expect(wantsWxAccessToken({ ...deployed, hostname })).toBe(false)
  })

  it.each([null, '0', '', 'true'])('never asks when weixin_gzh is %j', (weixinGzh) => {
    expect(wantsWxAccessToken({ ...deployed, weixinGzh })).toBe(false)
  })

  it('uses a cached token until its expiry, and asks again from then on', () => {
    const cached = toCachedWxToken({ access_token: 'tok', expires_in: 7200 }, NOW)
    expect(cached).toEqual({ token: 'tok', expiresAt: NOW + 7_200_000 })
    expect(wantsWxAccessToken({ ...deployed, cached, now: NOW + 7_199_999 })).toBe(false)
    expect(wantsWxAccessToken({ ...deployed, cached, now: NOW + 7_200_000 })).toBe(true)
  })
})

describe('the cached token', () => {
  it('reads back what was stored', () => {
    const stored = JSON.stringify({ token: 'tok', expiresAt: NOW })
    expect(readCachedWxToken(stored)).toEqual({ token: 'tok', expiresAt: NOW })
  })

  it.each([null, '', 'not json', 'null', '{"token":""}', '{"token":"tok"}', '{"expiresAt":1}'])(
    'counts %j as no token, so it is asked again',
    (raw) => {
      expect(readCachedWxToken(raw)).toBeNull()
    },
  )
})
