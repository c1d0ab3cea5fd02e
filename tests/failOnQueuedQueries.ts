import { afterAll, expect } from 'vitest';

// pg 8 queues a query sent while its connection is still busy (Promise.all inside a transaction,
// or on one listening client) and only warns; pg 9 refuses it. Each test file runs in its own
// process, so a warning here was caused by this file's code: fail the file with its stack.
const queued: string[] = [];
process.on('warning', (warning) => {
  if (warning.message.includes('already executing a query')) queued.push(warning.stack ?? warning.message);
});
afterAll(() => {
  expect(queued, 'queries sent on a busy pg connection').toEqual([]);
});
