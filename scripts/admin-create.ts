// `npm run admin:create`: create an administrator, or reset one's password, from a terminal.
// Uses the same database as the server (DATA_DIR or DATABASE_URL); stop a server that uses the
// embedded database first.
import { stdin, stdout } from 'node:process';
import { createInterface } from 'node:readline/promises';
import * as v from 'valibot';
import { dictionaries } from '../src/i18n';
import { EmailSchema, PasswordSchema } from '../src/schemas/auth';
import { openDatabase } from '../src/server/db';
import { parseEnv } from '../src/server/env';
import { upsertAdmin } from '../src/server/runtime';

const t = dictionaries.en;
const NameSchema = v.pipe(v.string(), v.trim(), v.minLength(1, 'validation.requiredField'), v.maxLength(50, 'validation.max50'));

const lines = createInterface({ input: stdin, output: stdout, terminal: stdin.isTTY });
const iterator = lines[Symbol.asyncIterator]();
async function ask<T>(question: string, schema: v.GenericSchema<string, T>, { secret = false } = {}): Promise<T> {
  for (;;) {
    stdout.write(question);
    // Typed passwords are not echoed on a terminal.
    const mute = secret && stdin.isTTY;
    const write = (lines as unknown as { _writeToOutput?: (s: string) => void })._writeToOutput;
    if (mute) (lines as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = () => {};
    const { value, done } = await iterator.next();
    if (mute) {
      (lines as unknown as { _writeToOutput?: (s: string) => void })._writeToOutput = write;
      stdout.write('\n');
    }
    if (done) throw new Error('Input ended before the administrator was complete.');
    const result = v.safeParse(schema, value);
    if (result.success) return result.output;
    const key = result.issues[0]?.message as keyof typeof t;
    console.error(`  ${t[key] ?? result.issues[0]?.message}`);
  }
}

try {
  const env = parseEnv(process.env);
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const email = await ask('Email: ', EmailSchema);
    const firstName = await ask('First name: ', NameSchema);
    const lastName = await ask('Last name: ', NameSchema);
    const password = await ask('Password: ', PasswordSchema, { secret: true });
    await upsertAdmin({ db: handle.db, now: () => new Date() }, { email, password, firstName, lastName });
    console.info(`Administrator ${email} is ready.`);
  } finally {
    lines.close();
    await handle.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
