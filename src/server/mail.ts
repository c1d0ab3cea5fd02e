import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { log } from './log';

/**
 * Outgoing mail. With SMTP_URL it is sent; without, each message is written as an .eml file to
 * the outbox folder of the data directory and its first link logged, so flows work offline.
 */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Files sent with the message (an invoice PDF); nodemailer takes them as they are. */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** After a failed send, the next attempts: half a minute, two minutes, ten minutes, half an hour. */
export const retryDelaysMs = [30_000, 120_000, 600_000, 1_800_000];

export function createMailer(options: { smtpUrl: string; from: string; outboxDir: string; retryDelaysMs?: number[] }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    const deliver = async (mail: Mail) => {
      await transport.sendMail({ from: options.from, ...mail });
    };
    return { send: (mail) => sendOrRetry(deliver, mail, options.retryDelaysMs ?? retryDelaysMs) };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...mail });
      await mkdir(options.outboxDir, { recursive: true });
      const file = join(options.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomUUID().slice(0, 8)}.eml`);
      await writeFile(file, info.message as Buffer);
      const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
      log.info(`Mail to ${mail.to} written to ${file}${link ? ` (link: ${link})` : ''}`);
    },
  };
}

/**
 * Mail tells of something already done (a payment, an invitation, a payout step), so an SMTP
 * server that is down or refuses for a while must neither fail nor undo it: the first attempt is
 * awaited; after a failure the caller goes on and the mail is tried again later in this process,
 * each failure logged, the last as given up. (A restart in between loses the retries: a durable
 * outbox belongs with the job queue, docs/decisions/036.)
 */
async function sendOrRetry(deliver: (mail: Mail) => Promise<void>, mail: Mail, delays: number[]): Promise<void> {
  const attempt = async (failures: number): Promise<void> => {
    try {
      await deliver(mail);
      if (failures > 0) log.info(`Mail to ${mail.to} sent at attempt ${failures + 1}`);
    } catch (error) {
      const delay = delays[failures];
      if (delay === undefined) {
        log.error({ err: error }, `Mail to ${mail.to} ("${mail.subject}") given up after ${failures + 1} attempts`);
        return;
      }
      log.warn({ err: error }, `Mail to ${mail.to} failed; trying again in ${Math.round(delay / 1000)} s`);
      setTimeout(() => void attempt(failures + 1), delay).unref();
    }
  };
  await attempt(0);
}
