import * as v from 'valibot';

/** GET /api/health: the process runs (nothing else is checked). */
export const HealthSchema = v.object({ status: v.literal('ok') });

/** GET /api/ready: ready to take traffic (a load balancer's check). */
export const ReadySchema = v.object({ status: v.literal('ready') });

/** GET /api/ready refused: starting, stopping, or the database not answering or not migrated. */
export const NotReadySchema = v.object({
  status: v.literal('unavailable'),
  reason: v.picklist(['starting', 'stopping', 'database not answering', 'database unreachable', 'migrations pending']),
});
export type NotReadyReason = v.InferOutput<typeof NotReadySchema>['reason'];
