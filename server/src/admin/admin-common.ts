// What the operator's orders, refunds and catalogue do alike (issue 31): the history entry an operator's
// action leaves, and the e-mail that tells the shopper what was done.
import type { Mailer } from '../plugins/mail.js';

/** An operator's recorded action as the console reads it: what, who, when, and the fields before and after. */
export const historyEntry = <S>(event: { id: number; action: string; actorEmail: string; createdAt: Date; before: S; after: S }) => ({
  id: event.id,
  action: event.action,
  actorEmail: event.actorEmail,
  at: event.createdAt.toISOString(),
  before: event.before,
  after: event.after,
});

/** What the shopper is told, in both languages. */
export interface ShopperMessage {
  titleEn: string;
  titleAr: string;
  bodyEn: string;
  bodyAr: string;
}

export interface MailDeps {
  mailer: Mailer;
  log?: { warn: (obj: unknown, msg: string) => void };
}

/**
 * Mails the shopper the message her notification carries, after the commit: a mail failure never undoes what
 * was done (the notification is there), it is logged as `failed`. No address (a phone-only account): no mail.
 */
export async function mailShopper(deps: MailDeps, to: string | null, message: ShopperMessage, kind: string, failed: string): Promise<void> {
  if (to === null) return;
  try {
    await deps.mailer.send({
      to,
      subject: `${message.titleEn} · ${message.titleAr}`,
      text: `${message.titleEn}\n${message.bodyEn}\n\n${message.titleAr}\n${message.bodyAr}\n`,
      kind,
    });
  } catch (error) {
    deps.log?.warn({ err: error }, failed);
  }
}
