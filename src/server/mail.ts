import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { JobDefinition } from './jobs/queue';
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

/** A mail as the job queue keeps it (JSON): attachments in base64. */
export interface QueuedMail extends Omit<Mail, 'attachments'> {
  attachments?: { filename: string; content: string; contentType: string }[];
}

/**
 * With SMTP_URL, a mail tells of something already done (a payment, an invitation, a payout
 * step), so a server that is down or refuses for a while must neither fail nor undo it: the first
 * attempt is awaited, and after a failure the mail goes to the job queue (`retryLater`), which
 * keeps it across restarts and tries again (mailJob). Without SMTP_URL it goes to the outbox.
 */
export function createMailer(options: {
  smtpUrl: string;
  from: string;
  outboxDir: string;
  retryLater?: (mail: QueuedMail) => Promise<void>;
}): Mailer {
  if (options.smtpUrl) {
    const deliver = smtpDelivery(options.smtpUrl, options.from);
    return {
      async send(mail) {
        try {
          await deliver(mail);
        } catch (error) {
          if (!options.retryLater) throw error;
          log.warn({ err: error }, `Mail to ${mail.to} failed; queued to try again`);
          await options.retryLater(queued(mail));
        }
      },
    };
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

export function smtpDelivery(smtpUrl: string, from: string): (mail: Mail) => Promise<void> {
  const transport = nodemailer.createTransport(smtpUrl);
  return async (mail) => {
    await transport.sendMail({ from, ...mail });
  };
}

export const queued = (mail: Mail): QueuedMail => ({
  ...mail,
  attachments: mail.attachments?.map((file) => ({ ...file, content: file.content.toString('base64') })),
});

/**
 * The queue's tries of a mail the SMTP server did not take (queued to start 30 s after that
 * failure), then six more at delays from about 30 s doubling towards half an hour, within about an
 * hour in all; after the last it is kept as a dead letter (`mail.dead`).
 */
export function mailJob(deliver: (mail: Mail) => Promise<void>): JobDefinition<QueuedMail> {
  return {
    name: 'mail',
    retryLimit: 6,
    retryDelaySeconds: 30,
    backoff: true,
    retryDelayMaxSeconds: 1_800,
    expireInSeconds: 120,
    async run(mail) {
      await deliver({ ...mail, attachments: mail.attachments?.map((file) => ({ ...file, content: Buffer.from(file.content, 'base64') })) });
      log.info(`Mail to ${mail.to} sent from the queue`);
    },
  };
}
