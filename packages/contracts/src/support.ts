// Help requests (customer service): a signed-in player opens a ticket on a topic with a message and
// an optional screenshot (compressed in the browser, checked and re-encoded by the server like the
// identity photos), follows the conversation and replies; operators answer from the back office and
// each answer also reaches the player as a station letter. Visitors get the contact e-mail.
import { z } from 'zod';
import { text } from './fields';
import { MAX_PHOTO_BASE64 } from './kyc';
import { Paging, pageOf } from './paging';

export const SUPPORT_TOPICS = [
  'account',
  'deposit',
  'withdrawal',
  'game',
  'bonus',
  'verification',
  'protection',
  'other',
  'complaint',
  'data_request',
] as const;

/** The terms: a complaint is resolved within this many days of being made, or it goes to a manager. */
export const COMPLAINT_RESOLVE_DAYS = 14;
/** The terms: a complaint is acknowledged within this many working days (Monday to Friday). */
export const COMPLAINT_ACK_WORKING_DAYS = 2;
/**
 * The privacy notice (and the GDPR's article 12(3)): a request about the player's data (a copy, a
 * correction, erasure, a restriction or an objection) is answered within this many calendar months.
 */
export const DATA_REQUEST_ANSWER_MONTHS = 1;
export const SupportTopic = z.enum(SUPPORT_TOPICS);
export type SupportTopic = z.infer<typeof SupportTopic>;

/** open: waiting for the site; answered: waiting for the player; closed: done (a reply reopens it). */
export const SUPPORT_STATUSES = ['open', 'answered', 'closed'] as const;
export const SupportStatus = z.enum(SUPPORT_STATUSES);
export type SupportStatus = z.infer<typeof SupportStatus>;

export const SUPPORT_SUBJECT_MAX = 120;
export const SUPPORT_MESSAGE_MAX = 4000;

const Subject = text({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(SUPPORT_SUBJECT_MAX, { error: 'validation.too_long' });

const MessageBody = text({ multiline: true, error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(SUPPORT_MESSAGE_MAX, { error: 'validation.too_long' });

/** A screenshot as base64 or a data: URL (JPEG or PNG; the server checks the bytes). */
const Attachment = text()
  .min(1, { error: 'validation.required' })
  .max(MAX_PHOTO_BASE64, { error: 'validation.photo_too_large' });

const TicketId = z.number({ error: 'validation.required' }).int().positive();

/** POST /v2/app/support/ticket/create */
export const SupportCreateRequest = z.object({
  topic: SupportTopic,
  subject: Subject,
  message: MessageBody,
  attachment: Attachment.optional(),
});
export type SupportCreateRequest = z.input<typeof SupportCreateRequest>;

/** POST /v2/app/support/ticket/reply */
export const SupportReplyRequest = z.object({
  id: TicketId,
  message: MessageBody,
  attachment: Attachment.optional(),
});
export type SupportReplyRequest = z.input<typeof SupportReplyRequest>;

/** POST /v2/app/support/ticket/get and /close, and their /v2/admin/support twins. */
export const SupportTicketRequest = z.object({ id: TicketId });
export type SupportTicketRequest = z.input<typeof SupportTicketRequest>;

/** POST /v2/app/support/ticket/list: the player's own tickets, last changed first. */
export const SupportListRequest = Paging.extend({ status: SupportStatus.optional() });
export type SupportListRequest = z.input<typeof SupportListRequest>;

export const SupportTicket = z.object({
  id: z.number().int(),
  ticketSn: z.string(),
  topic: SupportTopic,
  subject: z.string(),
  status: SupportStatus,
  createdAt: z.string().datetime(),
  updatedAt: z.string().datetime(),
  /**
   * The deadline the site promises for it: a complaint's resolution (COMPLAINT_RESOLVE_DAYS after it
   * was made) or the answer to a data request (DATA_REQUEST_ANSWER_MONTHS); null for other topics.
   */
  dueAt: z.string().datetime().nullable(),
  /** When a complaint or data request still open at its deadline went to a manager; null until then. */
  escalatedAt: z.string().datetime().nullable(),
  /** A complaint's acknowledgement deadline (COMPLAINT_ACK_WORKING_DAYS working days); null for other topics. */
  ackDueAt: z.string().datetime().nullable(),
  /** When customer service first answered it or acknowledged it; null until then. */
  acknowledgedAt: z.string().datetime().nullable(),
  /** When a complaint not acknowledged by its acknowledgement deadline went to a manager; null otherwise. */
  ackEscalatedAt: z.string().datetime().nullable(),
});
export type SupportTicket = z.infer<typeof SupportTicket>;

export const SupportListResponse = pageOf(SupportTicket);
export type SupportListResponse = z.infer<typeof SupportListResponse>;

/** One message of the conversation; the player sees the site's answers as from customer service. */
export const SupportMessage = z.object({
  id: z.number().int(),
  /** True for an operator's answer, false for the player's own message. */
  fromSupport: z.boolean(),
  body: z.string(),
  /** Whether a screenshot came with it (read with /v2/app/support/attachment). */
  hasAttachment: z.boolean(),
  createdAt: z.string().datetime(),
});
export type SupportMessage = z.infer<typeof SupportMessage>;

export const SupportTicketDetail = SupportTicket.extend({ messages: z.array(SupportMessage) });
export type SupportTicketDetail = z.infer<typeof SupportTicketDetail>;

/** POST /v2/app/support/attachment and /v2/admin/support/attachment */
export const SupportAttachmentRequest = z.object({
  messageId: z.number({ error: 'validation.required' }).int().positive(),
});
export type SupportAttachmentRequest = z.input<typeof SupportAttachmentRequest>;
/** The screenshot as a data: URL (a JPEG the server re-encoded). */
export const SupportAttachment = z.object({ image: z.string() });
export type SupportAttachment = z.infer<typeof SupportAttachment>;

/** POST /v2/app/support/contact (public): where visitors write to. */
export const SupportContact = z.object({ email: z.string() });
export type SupportContact = z.infer<typeof SupportContact>;

// ---------------------------------------------------------------------------------------------
// The back office

/** POST /v2/admin/support/list: open tickets first waited longest; other filters last changed first. */
export const AdminSupportListRequest = Paging.extend({
  status: SupportStatus.optional(),
  account: text().trim().max(254, { error: 'validation.too_long' }).optional(),
  /** Only complaints and data requests that passed their deadline unresolved and went to a manager. */
  escalated: z.boolean().optional(),
  /** Only complaints not acknowledged by their acknowledgement deadline, which went to a manager. */
  ackEscalated: z.boolean().optional(),
});
export type AdminSupportListRequest = z.input<typeof AdminSupportListRequest>;

export const AdminSupportTicket = SupportTicket.extend({ userId: z.number().int(), account: z.string() });
export type AdminSupportTicket = z.infer<typeof AdminSupportTicket>;
export const AdminSupportListResponse = pageOf(AdminSupportTicket);

export const AdminSupportMessage = SupportMessage.extend({
  /** The operator who answered (null for the player's messages). */
  operator: z.string().nullable(),
});
export type AdminSupportMessage = z.infer<typeof AdminSupportMessage>;

export const AdminSupportTicketDetail = AdminSupportTicket.extend({
  /** The player's interface language, which the letter carrying an answer is read in. */
  locale: z.string().nullable(),
  messages: z.array(AdminSupportMessage),
});
export type AdminSupportTicketDetail = z.infer<typeof AdminSupportTicketDetail>;

/** POST /v2/admin/support/reply: the answer, sent to the player as a station letter too. */
export const AdminSupportReplyRequest = z.object({ id: TicketId, message: MessageBody });
export type AdminSupportReplyRequest = z.input<typeof AdminSupportReplyRequest>;

// POST /v2/admin/support/acknowledge takes SupportTicketRequest: a complaint's acknowledgement without
// an answer yet, told to the player by letter (an answer acknowledges it too).

/**
 * Who runs the site (from the server's configuration): the about page, the terms and the footer show
 * it. `licence` and `address` are null on a development server, which is an unlicensed demonstration.
 */
export const SiteOperator = z.object({
  name: z.string().nullable(),
  licence: z.string().nullable(),
  address: z.string().nullable(),
  supportEmail: z.string(),
  minimumAge: z.number().int(),
  /** Countries (ISO 3166-1 alpha-2) whose law sets a higher age than minimumAge, and that age (JP: 20). */
  minimumAgeByCountry: z.record(z.string(), z.number().int()),
});
export type SiteOperator = z.infer<typeof SiteOperator>;
