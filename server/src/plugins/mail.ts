// The mail port. SMTP (nodemailer) when SMTP_URL is set; otherwise an outbox table that the
// server logs to its console and that tests (and, with EXPOSE_OUTBOX=1, browser tests) read.
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { MailOutboxRepository } from '../repositories/mail-outbox-repository.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** What the mail is for: 'verify-email' | 'reset-password'. */
  kind: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export class OutboxMailer implements Mailer {
  constructor(
    private readonly outbox: MailOutboxRepository,
    private readonly log: Pick<FastifyBaseLogger, 'info'>,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await this.outbox.add({ toEmail: message.to, subject: message.subject, text: message.text, kind: message.kind });
    this.log.info({ mail: { to: message.to, kind: message.kind } }, `[outbox] ${message.subject}\n${message.text}`);
  }
}

export class SmtpMailer implements Mailer {
  private constructor(
    private readonly transport: Transporter,
    private readonly from: string,
  ) {}

  /** nodemailer is imported only when SMTP is configured: an outbox start does not load it (issue 10). */
  static async create(smtpUrl: string, from: string): Promise<SmtpMailer> {
    const { default: nodemailer } = await import('nodemailer');
    return new SmtpMailer(nodemailer.createTransport(smtpUrl), from);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text });
  }
}

// --- The two mails the accounts send, in English and Arabic --------------------------------------

export function verificationMail(to: string, firstName: string, code: string, minutes: number): MailMessage {
  return {
    to,
    kind: 'verify-email',
    subject: `Dukkan: your verification code ${code} | رمز التحقق`,
    text:
      `Hello ${firstName},\n\nYour Dukkan verification code is ${code}. It expires in ${minutes} minutes.\n\n` +
      `مرحباً ${firstName}،\n\nرمز التحقق الخاص بك في دكّان هو ${code}. تنتهي صلاحيته خلال ${minutes} دقيقة.\n`,
  };
}

export function resetPasswordMail(to: string, firstName: string, link: string, token: string, minutes: number): MailMessage {
  return {
    to,
    kind: 'reset-password',
    subject: 'Dukkan: reset your password | إعادة تعيين كلمة المرور',
    text:
      `Hello ${firstName},\n\nTo choose a new password open ${link}\n(or enter this token: ${token}).\n` +
      `The link expires in ${minutes} minutes. If you did not ask for it, ignore this mail.\n\n` +
      `مرحباً ${firstName}،\n\nلاختيار كلمة مرور جديدة افتح الرابط ${link}\n` +
      `تنتهي صلاحية الرابط خلال ${minutes} دقيقة. إن لم تطلب ذلك فتجاهل هذه الرسالة.\n`,
  };
}
