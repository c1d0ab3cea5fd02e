// Serves the existing build (`npm run build` makes it): static shells, assets and /api in one process.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const outDir = process.env.OUT_DIR || (process.env.UI_RUNTIME === 'preact' ? 'dist-preact' : 'dist');
const entry = fileURLToPath(new URL(`../${outDir}/server/entry.mjs`, import.meta.url));
if (!existsSync(entry)) {
  console.error(`No build found at ${outDir}/. Run "npm run build" first (or "npm start", which builds when needed).`);
  process.exit(1);
}
process.env.PORT ??= '4321';
process.env.HOST ??= 'localhost';
await import(entry);

// Start the API runtime now (migrations, first administrator, demo data) rather than on the first
// request; a configuration error stops the process with its message.
const base = `http://${process.env.HOST === '0.0.0.0' ? '127.0.0.1' : process.env.HOST}:${process.env.PORT}`;
for (let attempt = 0; attempt < 100; attempt++) {
  try {
    const response = await fetch(`${base}/api/health`);
    if (response.ok) {
      console.info(`Ready on ${base}`);
      break;
    }
  } catch {}
  await new Promise((resolve) => setTimeout(resolve, 100));
}
