import * as v from 'valibot';
import type { MessageKey } from '../i18n/en';
import { grantReasons } from './enums';
import { AdminOrderSchema } from './orders';

const message = (key: MessageKey) => key;
// A missing field is checked as empty, so it gets the field's own message like a malformed one.
const id = (key: MessageKey) => v.pipe(v.optional(v.string(message(key)), ''), v.uuid(message(key)));

/** POST /api/admin/grants: give a member a challenge at no charge, with the reason and an optional note. */
export const GrantSchema = v.object({
  userId: id('grant.memberRequired'),
  challengeId: id('validation.challengeRequired'),
  reason: v.pipe(v.optional(v.string(message('grant.reasonRequired')), ''), v.picklist(grantReasons, message('grant.reasonRequired'))),
  note: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500, message('validation.tooLong'))), ''),
});
export type GrantInput = v.InferOutput<typeof GrantSchema>;

/** The granted order (paid, total 0) and the first phase's account opened for it. */
export const GrantAnswerSchema = v.object({
  order: AdminOrderSchema,
  account: v.object({ id: v.pipe(v.string(), v.uuid()), login: v.string(), platform: v.string(), phaseName: v.string() }),
});
