// The Match-Trader stand-in as a process of its own, for the e2e servers' Match-Trader connection
// (playwright.config.ts): PORT and API_KEY from the environment. It keeps everything in memory.
import { startMatchTraderStandIn } from './matchTrader';

const standIn = await startMatchTraderStandIn(process.env.API_KEY, Number(process.env.PORT));
console.log(`Match-Trader stand-in on ${standIn.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void standIn.close().then(() => process.exit(0)));
