// Serves the existing build (`npm run build` makes it): static shells, assets and /api in one process.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const outDir = process.env.UI_RUNTIME === 'preact' ? 'dist-preact' : 'dist';
const entry = fileURLToPath(new URL(`../${outDir}/server/entry.mjs`, import.meta.url));
if (!existsSync(entry)) {
  console.error(`No build found at ${outDir}/. Run "npm run build" first (or "npm start", which builds when needed).`);
  process.exit(1);
}
process.env.PORT ??= '4321';
process.env.HOST ??= 'localhost';
await import(entry);
