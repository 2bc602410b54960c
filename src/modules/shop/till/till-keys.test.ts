import { describe, expect, it } from 'vitest'
import { keyHint, tillAction } from './till-keys.ts'

const key = (over: Partial<KeyboardEvent>) =>
  ({ key: '', code: '', altKey: false, ctrlKey: false, metaKey: false, ...over }) as KeyboardEvent

describe('the till keyboard', () => {
  it('Alt+1–4 picks the payment method; a plain digit is an amount, not a method', () => {
    expect(tillAction(key({ key: '2', code: 'Digit2', altKey: true }))).toEqual({ method: 'wechat' })
    expect(tillAction(key({ key: '4', code: 'Digit4', altKey: true }))).toEqual({ method: 'card' })
    expect(tillAction(key({ key: '2', code: 'Digit2' }))).toBeNull()
    expect(tillAction(key({ key: '5', code: 'Digit5', altKey: true }))).toBe('split')
    expect(tillAction(key({ key: '6', code: 'Digit6', altKey: true }))).toBeNull()
  })

  it('F6 and F7 reach the shift’s steps', () => {
    expect(tillAction(key({ key: 'F6', code: 'F6' }))).toBe('cashMove')
    expect(tillAction(key({ key: 'F7', code: 'F7' }))).toBe('shift')
  })

  it('F8 opens the sales; Ctrl+F8 is the browser’s', () => {
    expect(tillAction(key({ key: 'F8', code: 'F8' }))).toBe('findSale')
    expect(tillAction(key({ key: 'F8', code: 'F8', ctrlKey: true }))).toBeNull()
  })

  it('the hint names every key the till answers to, in the user’s language', () => {
    expect(keyHint('zh')).toBe(
      '快捷键：↑↓ 选择 · Enter 加入 · F9 结账 · Alt+1–4 支付方式 · Alt+5 组合支付 · Enter 收款 · Enter 下一单 · F8 查找小票 / 退款 · F6 存取现金 · F7 开班 / 结班',
    )
    expect(keyHint('en')).toContain('Alt+1–4 payment method')
  })
})
