// Which form field a server refusal belongs to. The server's message is already in the player's
// language; the form shows it beside that field, or above the buttons when it concerns no one field.
import { ApiError } from '../../../lib/api-client';

const FIELD_OF_REASON: Record<string, string> = {
  fund_password_wrong: 'fundPassword',
  fund_password_unset: 'fundPassword',
  take_back_limit: 'amount',
  insufficient_funds: 'amount',
  account_taken: 'account',
  email_taken: 'email',
  email_refused: 'email',
  rate_above_parent: 'rate',
  rate_below_subagents: 'rate',
};

export interface Refusal {
  field?: string;
  message: string;
}

export function refusalOf(error: unknown): Refusal {
  if (error instanceof ApiError) {
    const field = error.reason ? FIELD_OF_REASON[error.reason] : undefined;
    return { field, message: error.message };
  }
  return { message: error instanceof Error ? error.message : String(error) };
}
