import { call, type OkBody, rpc } from '../../../api/rpc';
import type { GrantInput } from '../../../schemas/grants';

/** What the give-a-challenge screen sends (members come from the users queries, challenges from the orders ones). */
type Answer<F extends (...args: never[]) => unknown> = OkBody<Awaited<ReturnType<F>>>;
export type Grant = Answer<typeof rpc.api.admin.grants.$post>;

export const giveChallenge = (input: GrantInput) => call(rpc.api.admin.grants.$post({ json: input }));
