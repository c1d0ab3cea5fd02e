import { afterEach, describe, expect, it } from 'vitest';
import { createMailer, type QueuedMail } from '../../src/server/mail';
import { startSmtpStandIn } from '../standins/smtp';

/**
 * Outgoing mail through SMTP: a refusing or absent server neither fails nor loses the mail of an
 * action already done; it goes to the job queue to be tried again (tests/api/jobs.test.ts).
 */
describe('SMTP mail', () => {
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
  });
  const mail = {
    to: 'maria.novak@example.com',
    subject: 'Your order 2026-0001 is paid',
    text: 'Thank you.',
    attachments: [{ filename: 'invoice-2026-0001.pdf', content: Buffer.from('%PDF-1.7 invoice'), contentType: 'application/pdf' }],
  };

  it('sends at once when the server takes it, and queues nothing', async () => {
    const smtp = await startSmtpStandIn();
    closers.push(smtp.close);
    const queued: QueuedMail[] = [];
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: 'Firm <no-reply@example.com>',
      outboxDir: '',
      retryLater: async (later) => void queued.push(later),
    });
    await mailer.send(mail);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toContain('Subject: Your order 2026-0001 is paid');
    expect(queued).toEqual([]);
  });

  it('does not fail the caller when the server refuses: the mail is queued whole, its attachment in base64', async () => {
    const smtp = await startSmtpStandIn(1);
    closers.push(smtp.close);
    const queued: QueuedMail[] = [];
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: 'no-reply@example.com',
      outboxDir: '',
      retryLater: async (later) => void queued.push(later),
    });
    await expect(mailer.send(mail)).resolves.toBeUndefined();
    expect(smtp.attempts()).toBe(1);
    expect(smtp.received).toHaveLength(0);
    expect(queued).toEqual([
      {
        ...mail,
        attachments: [
          {
            filename: 'invoice-2026-0001.pdf',
            content: Buffer.from('%PDF-1.7 invoice').toString('base64'),
            contentType: 'application/pdf',
          },
        ],
      },
    ]);
    // What the queue keeps is JSON.
    expect(JSON.parse(JSON.stringify(queued[0]))).toEqual(queued[0]);
  });

  it('without a queue to fall back on, the failure reaches the caller', async () => {
    const smtp = await startSmtpStandIn(1);
    closers.push(smtp.close);
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: 'no-reply@example.com', outboxDir: '' });
    await expect(mailer.send(mail)).rejects.toThrow(/451/);
  });
});
