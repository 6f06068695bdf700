// Banks and the player's bank cards (SPEC.md sections 3 and 5). The card number goes in once and
// only its last four digits ever come back.
import { z } from 'zod';
import { text } from './fields';

export const Bank = z.object({ id: z.number().int(), code: z.string(), countryCode: z.string(), name: z.string() });
/** POST /v2/app/user/bank/list: banks to choose from. */
export const BankListResponse = z.array(Bank);

const name = (max: number) =>
  text({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(max, { error: 'validation.too_long' });

/** POST /v2/app/user/bank/save */
export const BankCardSaveRequest = z.object({
  bankId: z.number({ error: 'validation.required' }).int().positive(),
  cardNumber: text({ error: 'validation.required' })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{6,19}$/, { error: 'validation.card_number' })),
  branchCode: text()
    .trim()
    .max(16, { error: 'validation.too_long' })
    .regex(/^[A-Za-z0-9]*$/, { error: 'validation.branch_code' })
    .optional(),
  branchName: text().trim().max(100, { error: 'validation.too_long' }).optional(),
  holderFirstName: name(64),
  holderLastName: name(64),
  holderPinyinName: text().trim().max(128, { error: 'validation.too_long' }).optional(),
});
export type BankCardSaveRequest = z.input<typeof BankCardSaveRequest>;

export const BankCard = z.object({
  id: z.number().int(),
  bankId: z.number().int(),
  bankName: z.string(),
  /** `**** **** 1234`: never more than the last four digits. */
  cardNumberMasked: z.string(),
  last4: z.string(),
  branchCode: z.string().nullable(),
  branchName: z.string().nullable(),
  holderName: z.string(),
  createdAt: z.string().datetime(),
});
export type BankCard = z.infer<typeof BankCard>;

/** POST /v2/app/user/get/bank: the player's cards. */
export const BankCardListResponse = z.array(BankCard);

/** POST /v2/app/user/bank (one card) and /v2/app/user/bank/remove */
export const BankCardRequest = z.object({ cardId: z.number({ error: 'validation.required' }).int().positive() });
