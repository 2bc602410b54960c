import { describe, expect, it } from 'vitest'
import { scoreAnswers } from './exercise-score.ts'

const questions = [
  { id: 'q1', answer: 'a' },
  { id: 'q2', answer: 'c' },
  { id: 'q3', answer: 'b' },
]

describe('scoreAnswers', () => {
  it('counts right answers and rounds the percentage down', () => {
    const s = scoreAnswers(questions, { q1: 'a', q2: 'c', q3: 'd' })
    expect(s).toEqual({ right: 2, total: 3, percent: 66, results: { q1: true, q2: true, q3: false } })
  })

  it('counts an unanswered question as wrong', () => {
    expect(scoreAnswers(questions, { q1: 'a' }).right).toBe(1)
  })

  it('scores an empty set as zero', () => {
    expect(scoreAnswers([], {}).percent).toBe(0)
  })
})
