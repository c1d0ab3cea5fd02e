import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from '../../src/server/mail';
import { startSmtpStandIn } from '../standins/smtp';

/**
 * Outgoing mail through SMTP: a refusing or absent server neither fails nor loses the mail of an
 * action already done; it is tried again later, and given up (logged) after the last attempt.
 */
describe('SMTP mail', () => {
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
  });
  const mail = { to: 'maria.novak@example.com', subject: 'Your order 2026-0001 is paid', text: 'Thank you.' };

  it('sends at once when the server takes it', async () => {
    const smtp = await startSmtpStandIn();
    closers.push(smtp.close);
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: 'Firm <no-reply@example.com>', outboxDir: '' });
    await mailer.send(mail);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toContain('Subject: Your order 2026-0001 is paid');
  });

  it('does not fail the caller when the server refuses, and delivers at a later attempt', async () => {
    const smtp = await startSmtpStandIn(2);
    closers.push(smtp.close);
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: 'no-reply@example.com',
      outboxDir: '',
      retryDelaysMs: [50, 50, 50],
    });
    await expect(mailer.send(mail)).resolves.toBeUndefined();
    expect(smtp.received).toHaveLength(0);
    await expect.poll(() => smtp.received.length, { timeout: 5_000 }).toBe(1);
    expect(smtp.attempts()).toBe(3);
    expect(smtp.received[0]).toContain('To: maria.novak@example.com');
  });

  it('gives up after the last attempt without failing anyone, the mail sent once at most', async () => {
    const smtp = await startSmtpStandIn(10);
    closers.push(smtp.close);
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: 'no-reply@example.com',
      outboxDir: '',
      retryDelaysMs: [20, 20],
    });
    await expect(mailer.send(mail)).resolves.toBeUndefined();
    await expect.poll(() => smtp.attempts(), { timeout: 5_000 }).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.attempts()).toBe(3);
    expect(smtp.received).toHaveLength(0);
  });
});
