import { type Answer, call, rpc } from '../../../api/rpc';
import type { GrantInput } from '../../../schemas/grants';

/** What the give-a-challenge screen sends (members come from the users queries, challenges from the orders ones). */
export type Grant = Answer<typeof rpc.api.admin.grants.$post>;

export const giveChallenge = (input: GrantInput) => call(rpc.api.admin.grants.$post({ json: input }));
