// Scoring a note's exercises on the device (the public page has no server round trip): one point
// per right answer, a percentage rounded down, and per question whether it was right.
export type Choice = 'a' | 'b' | 'c' | 'd'

export interface Question {
  id: string
  answer: string
}

export interface Score {
  right: number
  total: number
  percent: number
  results: Record<string, boolean>
}

export function scoreAnswers(
  questions: readonly Question[],
  answers: Record<string, Choice | undefined>,
): Score {
  const results: Record<string, boolean> = {}
  let right = 0
  for (const q of questions) {
    const ok = answers[q.id] === q.answer
    results[q.id] = ok
    if (ok) right++
  }
  const total = questions.length
  return { right, total, percent: total ? Math.floor((right * 100) / total) : 0, results }
}
