// The live event stream of the player's site (Server-Sent Events on GET /v2/app/events): the ticket
// that opens it and the events it carries. EventSource cannot send the TOKEN header, so a signed-in
// POST hands out a short-lived single-use ticket that the stream's URL carries instead.
import { z } from 'zod';

export const StreamTicket = z.object({
  /** Opaque, single-use, valid for `expiresInSeconds`. */
  ticket: z.string(),
  expiresInSeconds: z.number().int(),
});

export const StreamQuery = z.object({ ticket: z.string().min(1).max(200) });

/** `event: balance`: the wallet after any posting touching it (sent on connect too). */
export const BalanceEvent = z.object({
  coins: z.string(),
  /** Bonus coins locked while their wagering runs. */
  bonusLocked: z.string(),
});

/** `event: letters`: the number of unread letters (sent on connect too). */
export const LettersEvent = z.object({ unread: z.number().int() });

export const OrderKind = z.enum(['deposit', 'withdrawal', 'crypto-deposit']);

/** `event: order`: a deposit or withdrawal of the player changed status. */
export const OrderEvent = z.object({
  kind: OrderKind,
  /** The order's number (orderSn, the withdrawal's sn, or the crypto deposit's id). */
  id: z.string(),
  status: z.string(),
});

/** `event: end`: the server closes the stream for good (the session ended); a new one needs a new ticket. */
export const EndEvent = z.object({ reason: z.enum(['session_ended']) });

/**
 * `event: reconnect`: the process serving this stream is stopping (a restart, a scale-down). Not the
 * end of the session: open a new stream (a new ticket) after `afterMs`, which the server spreads so
 * that its streams do not all come back in the same instant.
 */
export const ReconnectEvent = z.object({ reason: z.enum(['server_stopping']), afterMs: z.number().int() });

export type StreamTicket = z.infer<typeof StreamTicket>;
export type BalanceEvent = z.infer<typeof BalanceEvent>;
export type LettersEvent = z.infer<typeof LettersEvent>;
export type OrderEvent = z.infer<typeof OrderEvent>;
export type EndEvent = z.infer<typeof EndEvent>;
export type ReconnectEvent = z.infer<typeof ReconnectEvent>;
