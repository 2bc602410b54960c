// How the server sends a text message. Production plugs in its SMS gateway; development prints each
// message and keeps the last ones for the development-only page GET /api/dev/sms.
export interface SmsSender {
  send(mobile: string, text: string): Promise<void>
}

export interface SentSms {
  mobile: string
  text: string
  at: number
}

const KEPT = 20

export class DevelopmentSmsSender implements SmsSender {
  readonly sent: SentSms[] = []

  constructor(
    private readonly log: (line: string) => void,
    private readonly now: () => number,
  ) {}

  async send(mobile: string, text: string): Promise<void> {
    this.log(`SMS to ${mobile}: ${text}`)
    this.sent.unshift({ mobile, text, at: this.now() })
    this.sent.length = Math.min(this.sent.length, KEPT)
  }
}
