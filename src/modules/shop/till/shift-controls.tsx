// The till's shift strip: open a shift with its float, put cash in or take it out, close with a count
// of the drawer and print the Z report. Every step is a command through the outbox, offline too; the
// server reckons the expected cash again from its own records when the close arrives.
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { holdsRight } from '../../../auth/access-codes.ts'
import { useSession } from '../../../auth/use-session.ts'
import { InvalidPayload } from '../../../data/command-kit.ts'
import { useWriteCommand } from '../../../data/db-context.tsx'
import { newId } from '../../../data/enqueue.ts'
import type { Row } from '../../../data/user-db.ts'
import { formatCompanyTime } from '../../../lib/company-time.ts'
import { formatFen } from '../../../lib/money-format.ts'
import { parseYuan } from '../../../lib/money-input.ts'
import { Button } from '../../../ui/button.tsx'
import { FormEnd, TextField } from '../../../ui/form-parts.tsx'
import { FormModal, Modal } from '../../../ui/modal.tsx'
import { moneyProblemText } from '../../../views/money-problem.ts'
import { closeShift, moveCash, openShift, takeOverShift } from '../shift.commands.ts'
import { type Grant, useManagerApproval } from './manager-approval.tsx'
import { thisTill } from './next-receipt-number.ts'
import { ReconnectLine } from './reconnect-line.tsx'
import { tillDeviceText } from './till-device.text.ts'
import { TillRegistration } from './till-registration.tsx'
import { useCashOutNeeds } from './use-cash-out-needs.ts'
import { useShiftReport } from './use-shift.ts'
import { useThisTill, worksShift } from './use-till.ts'
import { ZReportView } from './z-report-view.tsx'

type Dialog = 'open' | 'move' | 'close' | null

/** Sends a command; a refused payload comes back as its messages, to show beside the form. */
async function send(write: () => Promise<unknown>): Promise<string> {
  try {
    await write()
    return ''
  } catch (e) {
    if (e instanceof InvalidPayload) return e.messages.join('；')
    throw e
  }
}

/**
 * A shift step's form state: its refusal, and `run`, which sends the step's command and, once it is
 * queued, clears the form and calls `done` (a refused payload stays open with its messages).
 */
function useStep(open: boolean, done: () => void) {
  const writeCommand = useWriteCommand()
  const [error, setError] = useState('')
  const run = async (write: (command: typeof writeCommand) => Promise<unknown>, clear: () => void) => {
    const problem = await send(() => write(writeCommand))
    if (problem) return setError(problem)
    clear()
    setError('')
    done()
  }
  return { error, setError, run, dialog: { open, onClose: done, size: 'max-w-sm' } }
}

/** A key asked for a step (F7: open or close, F6: cash in or out); `n` counts the asks. */
export interface ShiftAsk {
  step: 'shift' | 'cashMove'
  n: number
}

export function ShiftControls({
  shift,
  ask,
  onDone,
}: {
  shift: Row | null | undefined
  ask?: ShiftAsk
  /** A dialog closed: the till takes the keyboard back (its search box). */
  onDone?: () => void
}) {
  const { t } = useTranslation()
  const { user } = useSession()
  const till = useThisTill()
  const [dialog, setDialog] = useState<Dialog>(null)
  const [closedId, setClosedId] = useState<string | null>(null)
  const open = shift ? 'close' : 'open'
  // Another cashier's shift on this till is taken over before anything is booked to it.
  const theirs = shift && !worksShift(shift, user?.ID) ? shift : null
  // biome-ignore lint/correctness/useExhaustiveDependencies: each ask opens its dialog once
  useEffect(() => {
    if (!ask || shift === undefined || theirs) return
    if (ask.step === 'shift' && (shift || till)) setDialog(open)
    else if (shift) setDialog('move')
  }, [ask?.n])
  if (shift === undefined || till === undefined) return null
  if (theirs) return <Handover shift={theirs} onDone={onDone} />
  if (!shift && !till)
    return (
      <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="shift-bar">
        <TillRegistration />
      </div>
    )
  // After the dialog has handed focus back to what opened it (a button that may be gone by then).
  const done = () => requestAnimationFrame(() => requestAnimationFrame(() => onDone?.()))
  const closeDialog = () => {
    setDialog(null)
    done()
  }
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="shift-bar">
      {shift ? (
        <>
          <span className="text-slate-600">
            {t('till.shift.current', {
              till: String(shift.till),
              cashier: String(shift.cashier),
              since: formatCompanyTime(Date.parse(String(shift.opened_at))),
              float: formatFen(Number(shift.float)),
            })}
          </span>
          <Button variant="outline" size="sm" aria-keyshortcuts="F6" onClick={() => setDialog('move')}>
            {t('till.shift.move')}
          </Button>
          <Button variant="outline" size="sm" aria-keyshortcuts="F7" onClick={() => setDialog('close')}>
            {t('till.shift.close')}
          </Button>
          <ReconnectLine shiftId={String(shift.id)} />
        </>
      ) : (
        <>
          <span className="text-amber-700">{t('till.shift.none')}</span>
          <Button variant="outline" size="sm" aria-keyshortcuts="F7" onClick={() => setDialog('open')}>
            {t('till.shift.open')}
          </Button>
        </>
      )}
      <OpenShift open={dialog === 'open'} onClose={closeDialog} />
      {shift && <CashMove open={dialog === 'move'} shift={shift} onClose={closeDialog} />}
      {shift && (
        <CloseShift
          open={dialog === 'close'}
          shift={shift}
          onClose={closeDialog}
          onClosed={() => {
            setClosedId(String(shift.id))
            setDialog(null)
          }}
        />
      )}
      <ClosedReport
        shiftId={closedId}
        onClose={() => {
          setClosedId(null)
          done()
        }}
      />
    </div>
  )
}

function OpenShift({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  const step = useStep(open, onClose)
  const [float, setFloat] = useState('')
  const submit = async () => {
    const typed = parseYuan(float || '0')
    if (!typed.ok) return step.setError(moneyProblemText(t, typed.problem))
    const id = newId()
    const payload = { id, till: thisTill(), float: typed.fen, at: new Date().toISOString() }
    await step.run(
      (write) => write(openShift, payload, { id }),
      () => setFloat(''),
    )
  }
  return (
    <FormModal {...step.dialog} title={t('till.shift.openTitle')} onSubmit={submit}>
      <TextField
        autoFocus
        label={t('till.shift.float')}
        inputMode="decimal"
        placeholder="0.00"
        value={float}
        onChange={setFloat}
      />
      <FormEnd error={step.error} label={t('till.shift.open')} />
    </FormModal>
  )
}

function CashMove({ open, shift, onClose }: { open: boolean; shift: Row; onClose: () => void }) {
  const { t } = useTranslation()
  const { user } = useSession()
  const step = useStep(open, onClose)
  // The drawer's cash by this device's own records of the shift (offline too); the server checks again.
  const live = useShiftReport(open ? String(shift.id) : null)
  const needs = useCashOutNeeds(String(shift.id))
  const [direction, setDirection] = useState<'in' | 'out'>('out')
  const [amount, setAmount] = useState('')
  const [reason, setReason] = useState('')
  // The move's id is made once per form, so a manager's grant asked for it still fits when sent.
  const [moveId, setMoveId] = useState(newId)
  const approval = useManagerApproval('cashOut', moveId, (grant) => void submit(grant))
  const submit = async (grant?: Grant) => {
    const typed = parseYuan(amount, { allowZero: false })
    if (!typed.ok) return step.setError(moneyProblemText(t, typed.problem))
    const holds = live?.report.expectedCash
    if (direction === 'out' && holds !== undefined && typed.fen > holds)
      return step.setError(t('till.shift.cashOutTooMuch', { cash: formatFen(holds) }))
    if (!reason.trim()) return step.setError(t('till.shift.reasonMissing'))
    // Said up front, offline too (the server judges again from its own records): past the shift's
    // limit a cash-out is the shop manager's, on this till with their password or an offline code.
    const why = direction === 'out' && !holdsRight(user, 'priceOverride') ? needs(typed.fen) : null
    if (why && !grant) {
      step.setError(t('till.shift.cashOutLimit', { ...why, amount: formatFen(typed.fen) }))
      return approval.ask()
    }
    // Who let it through, as the server will record it (it fills this in itself).
    const approvedBy =
      grant?.manager ?? (direction === 'out' && needs(typed.fen) ? user?.nickname || user?.username : '')
    const payload = {
      id: moveId,
      shift_id: String(shift.id),
      direction,
      amount: typed.fen,
      reason: reason.trim(),
      at: new Date().toISOString(),
      ...(grant ? { grant: grant.grant } : {}),
      ...(approvedBy ? { approved_by: approvedBy } : {}),
    }
    await step.run(
      (write) => write(moveCash, payload, { id: moveId }),
      () => {
        setAmount('')
        setReason('')
        setMoveId(newId())
      },
    )
  }
  // One dialog, the approval nested in it outside its form: Escape closes the approval alone.
  return (
    <Modal {...step.dialog} title={t('till.shift.moveTitle')}>
      <form
        className="space-y-3"
        onSubmit={(e) => {
          e.preventDefault()
          void submit()
        }}
      >
        <fieldset className="flex gap-4 text-sm">
          {(['out', 'in'] as const).map((d) => (
            <label key={d} className="flex items-center gap-1">
              <input type="radio" checked={direction === d} onChange={() => setDirection(d)} />
              {t(d === 'in' ? 'till.shift.moveIn' : 'till.shift.moveOut')}
            </label>
          ))}
        </fieldset>
        <TextField
          autoFocus
          label={t('till.shift.moveAmount')}
          inputMode="decimal"
          value={amount}
          onChange={setAmount}
        />
        <TextField label={t('till.shift.moveReason')} value={reason} onChange={setReason} />
        <FormEnd error={step.error} label={t('till.shift.move')} />
      </form>
      {approval.dialog}
    </Modal>
  )
}

export function CloseShift({
  open,
  shift,
  onClose,
  onClosed,
}: {
  open: boolean
  shift: Row
  onClose: () => void
  onClosed: () => void
}) {
  const { t } = useTranslation()
  const { user } = useSession()
  const step = useStep(open, onClosed)
  const live = useShiftReport(open ? String(shift.id) : null)
  const [counted, setCounted] = useState('')
  const [note, setNote] = useState('')
  const typed = parseYuan(counted)
  const expected = live?.report.expectedCash ?? 0
  const difference = typed.ok && counted ? typed.fen - expected : null
  const approval = useManagerApproval('shiftDifference', String(shift.id), (grant) => void submit(grant))
  const submit = async (grant?: Grant) => {
    if (!typed.ok || !counted)
      return step.setError(moneyProblemText(t, typed.ok ? 'notANumber' : typed.problem))
    const diff = typed.fen - expected
    if (diff !== 0 && !note.trim()) return step.setError(t('till.shift.noteMissing'))
    // Said up front, offline too (the server reckons again from its own records): a difference is
    // the shop manager's to let through, on this till with their password when they are not signed in.
    if (diff !== 0 && !holdsRight(user, 'priceOverride') && !grant) {
      step.setError(t('till.shift.needsRight', { amount: formatFen(diff) }))
      return approval.ask()
    }
    const payload = {
      id: String(shift.id),
      counted: typed.fen,
      expected,
      note: note.trim(),
      at: new Date().toISOString(),
      ...(grant ? { grant: grant.grant } : {}),
    }
    await step.run(
      (write) => write(closeShift, payload, { id: newId() }),
      () => {
        setCounted('')
        setNote('')
      },
    )
  }
  return (
    <Modal open={open} onClose={onClose} title={t('till.shift.closeTitle')} size="max-w-3xl">
      <div className="grid gap-4 sm:grid-cols-[auto_1fr]">
        {live && <ZReportView shift={live.shift} report={live.report} />}
        <form
          className="space-y-3"
          onSubmit={(e) => {
            e.preventDefault()
            void submit()
          }}
        >
          <p className="text-sm">
            {t('till.shift.expected')}: <strong data-testid="shift-expected">{formatFen(expected)}</strong>
          </p>
          <TextField
            autoFocus
            label={t('till.shift.counted')}
            inputMode="decimal"
            value={counted}
            onChange={setCounted}
          />
          {difference !== null && (
            <p
              data-testid="shift-difference"
              className={`text-sm ${difference === 0 ? 'text-green-700' : 'text-amber-700'}`}
            >
              {difference === 0
                ? t('till.shift.noDifference')
                : t('till.shift.difference', { amount: formatFen(difference) })}
            </p>
          )}
          <TextField label={t('till.shift.note')} value={note} onChange={setNote} />
          <FormEnd error={step.error} label={t('till.shift.close')} />
        </form>
      </div>
      {approval.dialog}
    </Modal>
  )
}

function ClosedReport({ shiftId, onClose }: { shiftId: string | null; onClose: () => void }) {
  const { t } = useTranslation()
  const live = useShiftReport(shiftId)
  return (
    <Modal open={Boolean(shiftId)} onClose={onClose} title={t('till.shift.report')} size="max-w-md">
      {live && <ZReportView shift={live.shift} report={live.report} />}
    </Modal>
  )
}

/**
 * The till's open shift is a colleague's: whoever signs in on the till sees it (never 未开班) and
 * takes it over to go on; the handover is on the shift's record and its Z report.
 */
function Handover({ shift, onDone }: { shift: Row; onDone?: () => void }) {
  const { t } = useTranslation(tillDeviceText.ns)
  const [asking, setAsking] = useState(true)
  const step = useStep(asking, () => {
    setAsking(false)
    onDone?.()
  })
  const words = {
    till: String(shift.till),
    cashier: String(shift.cashier),
    since: formatCompanyTime(Date.parse(String(shift.opened_at))),
    float: formatFen(Number(shift.float)),
  }
  const takeOver = () =>
    step.run(
      (write) =>
        write(takeOverShift, { id: String(shift.id), at: new Date().toISOString() }, { id: newId() }),
      () => undefined,
    )
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="shift-bar">
      <span className="text-amber-700">{t('workedBy', words)}</span>
      <Button size="sm" onClick={() => void takeOver()}>
        {t('takeOver')}
      </Button>
      <FormModal {...step.dialog} title={t('handoverTitle')} onSubmit={takeOver}>
        <p className="text-sm">{t('handoverText', words)}</p>
        <FormEnd error={step.error} label={t('takeOver')} />
      </FormModal>
    </div>
  )
}
