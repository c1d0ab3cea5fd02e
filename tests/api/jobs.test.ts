import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { rows } from '../../src/server/db/rows';
import { deadLetterQueue, type JobDefinition, type JobQueue, openJobQueue } from '../../src/server/jobs/queue';
import { createMailer, mailJob, smtpDelivery } from '../../src/server/mail';
import { startSmtpStandIn } from '../standins/smtp';
import { drivers, useHarness } from './harness';

/**
 * The job queue of background work (decision 038), on the embedded database and on PostgreSQL:
 * a repeating job runs once per interval however many instances work it, a failing job is tried
 * again and then kept as a dead letter, and a queued mail survives the process that queued it.
 */
describe.each(drivers)('job queue (%s)', (driver) => {
  const h = useHarness(driver, 60_000);
  const queues: JobQueue[] = [];
  const open = async () => {
    const queue = await openJobQueue(h.handle as NonNullable<typeof h.handle>, h.databaseUrl ?? '', { pollingIntervalSeconds: 0.5 });
    queues.push(queue);
    return queue;
  };
  afterEach(async () => {
    for (const queue of queues.splice(0)) await queue.stop(2_000);
  });
  type JobRow = { state: string; data: unknown; output: { message?: string } | null };
  const jobs = async (name: string): Promise<JobRow[]> => {
    return rows<JobRow>(h.db, sql`SELECT state, data, output FROM pgboss.job WHERE name = ${name} ORDER BY created_on`);
  };

  it('runs a repeating job once per interval, however many instances work it', async () => {
    const runs: number[] = [];
    const tick: JobDefinition = {
      name: `tick-${driver}`,
      everySeconds: 1,
      retryLimit: 0,
      retryDelaySeconds: 1,
      expireInSeconds: 30,
      async run() {
        runs.push(Date.now());
      },
    };
    const [first, second, third] = [await open(), await open(), await open()];
    const started = Date.now();
    await Promise.all([first.work(tick), second.work(tick), third.work(tick)]);
    // Three runs at the earliest take three slots; more would mean the instances ran their own.
    await expect.poll(() => runs.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
    // Stopped first: a run under way is marked completed only after it returns.
    for (const queue of queues.splice(0)) await queue.stop(2_000);
    const slots = Math.ceil((Date.now() - started) / 1000) + 1;
    // One run per one-second slot at most (three instances running their own would make about three
    // times as many), and the series goes on.
    expect(runs.length).toBeGreaterThanOrEqual(3);
    expect(runs.length).toBeLessThanOrEqual(slots);
    const states = (await jobs(tick.name)).map((job) => job.state);
    expect(states.filter((state) => state === 'completed')).toHaveLength(runs.length);
  });

  it('tries a failing job again, then keeps it as a dead letter with its data, the error in the original', async () => {
    let tries = 0;
    const queue = await open();
    const flaky: JobDefinition<{ order: string }> = {
      name: `flaky-${driver}`,
      retryLimit: 2,
      retryDelaySeconds: 0,
      expireInSeconds: 30,
      async run() {
        tries += 1;
        throw new Error('the payment provider is down');
      },
    };
    await queue.work(flaky);
    await queue.send(flaky.name, { order: '2026-0042' });
    await expect.poll(() => jobs(flaky.name).then((rows) => rows[0]?.state), { timeout: 15_000 }).toBe('failed');
    expect(tries).toBe(3);
    const [failed] = await jobs(flaky.name);
    expect(failed?.output?.message).toBe('the payment provider is down');
    await expect
      .poll(() => jobs(deadLetterQueue(flaky.name)), { timeout: 5_000 })
      .toEqual([expect.objectContaining({ state: 'created', data: { order: '2026-0042' } })]);
  });

  it('keeps a mail the SMTP server refused across a restart, and delivers it whole once the server takes it', async () => {
    const smtp = await startSmtpStandIn(100);
    try {
      const smtpUrl = `smtp://127.0.0.1:${smtp.port}`;
      const deliver = smtpDelivery(smtpUrl, 'no-reply@example.com');
      const before = await open();
      await before.work(mailJob(deliver));
      const mailer = createMailer({
        smtpUrl,
        from: 'no-reply@example.com',
        outboxDir: '',
        retryLater: (mail) => before.send('mail', mail, 60),
      });
      const pdf = Buffer.from('%PDF-1.7 the invoice of order 2026-0043');
      await mailer.send({
        to: 'jan.dvorak@example.com',
        subject: 'Invoice 2026-0043',
        text: 'Your invoice is attached.',
        attachments: [{ filename: 'invoice.pdf', content: pdf, contentType: 'application/pdf' }],
      });
      expect(smtp.attempts()).toBe(1);
      // The process stops before the retry is due; the next one finds the mail in the queue.
      await before.stop(2_000);
      queues.splice(queues.indexOf(before), 1);
      await h.db.execute(sql`UPDATE pgboss.job SET start_after = now() WHERE name = 'mail'`);
      smtp.acceptFromNowOn();
      const after = await open();
      await after.work(mailJob(deliver));
      await expect.poll(() => smtp.received.length, { timeout: 15_000 }).toBe(1);
      expect(smtp.received[0]).toContain('To: jan.dvorak@example.com');
      expect(smtp.received[0]?.replace(/\s/g, '')).toContain(pdf.toString('base64'));
      await expect.poll(() => jobs('mail').then((rows) => rows.map((row) => row.state))).toEqual(['completed']);
    } finally {
      await smtp.close();
    }
  });
});
