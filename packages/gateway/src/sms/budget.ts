import { logOf } from '../context.ts';
/**
 * The site's daily budget of verification codes (issue 22, SMS pumping: every send is paid, and a script that passes
 * every per-requester limit from many addresses still spends money). SMS_DAILY_BUDGET codes in any 24 hours, counted
 * from sms_codes by each send; the state is logged when it changes (a warning at 80 %, an error once spent) and shown
 * on /_health, so an operator sees the spend before visitors are refused.
 */

export type SmsBudgetState = 'ok' | 'warning' | 'spent';

export interface SmsBudgetHealth {
  state: SmsBudgetState;
  /** Codes sent in the 24 hours before `countedAt`. */
  sentLast24h: number;
  budget: number;
  countedAt: string | null;
}

export const DEFAULT_SMS_DAILY_BUDGET = 1_000;
/** The share of the budget from which the log and /_health warn. */
const WARNING_SHARE = 0.8;

export class SmsBudget {
  private sent = 0;
  private countedAt: Date | null = null;
  private state: SmsBudgetState = 'ok';

  constructor(
    readonly perDay: number,
    private readonly log: (message: string) => void = logOf({}),
  ) {}

  stateOf(sent: number): SmsBudgetState {
    if (sent >= this.perDay) return 'spent';
    return sent >= this.perDay * WARNING_SHARE ? 'warning' : 'ok';
  }

  /** The number of codes sent in the last 24 hours, as a send (or the periodic count) found it. */
  observe(sent: number, now: Date = new Date()): SmsBudgetState {
    this.sent = sent;
    this.countedAt = now;
    const state = this.stateOf(sent);
    if (state !== this.state) {
      this.state = state;
      const figures = `${sent} of ${this.perDay} verification codes sent in the last 24 hours (SMS_DAILY_BUDGET)`;
      if (state === 'spent') this.log(`[gateway] SMS budget spent: ${figures}; no code is sent until the count falls`);
      else if (state === 'warning')
        this.log(`[gateway] SMS budget at ${Math.round(WARNING_SHARE * 100)} %: ${figures}`);
      else this.log(`[gateway] SMS budget back under ${Math.round(WARNING_SHARE * 100)} %: ${figures}`);
    }
    return state;
  }

  health(): SmsBudgetHealth {
    return {
      state: this.state,
      sentLast24h: this.sent,
      budget: this.perDay,
      countedAt: this.countedAt?.toISOString() ?? null,
    };
  }
}
