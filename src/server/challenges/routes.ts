import { Hono } from 'hono';
import {
  AdminChallengeListSchema,
  CatalogueSchema,
  ChallengeDetailSchema,
  ChallengeViewSchema,
  SavedChallengeSchema,
} from '../../schemas/challenges';
import { ChallengeInputSchema, IdParamSchema } from '../../schemas/trading';
import { type AppEnv, localeOf } from '../http/context';
import { answer, documented, refusal } from '../http/openapi';
import { validate } from '../http/validate';
import { catalogueWithSales, challengeWithVersions, createChallenge, deleteChallenge, setChallengeActive, updateChallenge } from './admin';
import { activeChallenges } from './service';
import { adminChallengeListView, catalogueView, challengeDetailView, challengeView } from './view';

const noSuchProduct = { 404: refusal('No such product') };
/** An earlier version stays as it was sold: only the current one changes. */
const replacedVersion = { 409: refusal('The version was replaced by a later one') };

/** GET /api/challenges: the catalogue members buy from, named in the page's language (Accept-Language). */
export const catalogueRoutes = new Hono<AppEnv>().get(
  '/',
  documented('The challenges on sale', { 200: answer('The products, named in the caller’s language', CatalogueSchema) }),
  async (c) => c.json(catalogueView(await activeChallenges(c.env.services), localeOf(c))),
);

/**
 * /api/admin/challenges: every product, active or archived, with its paid orders as `sold`
 * (app.ts guards /admin), with its default names and its names per language (the editor's). Archive and restore set `active` alone, audited, idempotent. Editing a
 * sold product answers its next version (`versioned`), docs/decisions/030.
 */
export const adminChallengeRoutes = new Hono<AppEnv>()
  .get(
    '/',
    documented('Every challenge product, active or archived, with its sales', { 200: answer('The products', AdminChallengeListSchema) }),
    async (c) => c.json(adminChallengeListView(await catalogueWithSales(c.env.services), localeOf(c))),
  )
  .get(
    '/:id',
    documented('One challenge product for its editor, with its versions', {
      200: answer('The product', ChallengeDetailSchema),
      ...noSuchProduct,
    }),
    validate('param', IdParamSchema),
    async (c) => c.json(challengeDetailView(await challengeWithVersions(c.env.services, c.req.valid('param').id))),
  )
  .post(
    '/:id/archive',
    documented('Take a product off sale (audited, idempotent)', {
      200: answer('The product', ChallengeViewSchema),
      ...noSuchProduct,
      ...replacedVersion,
    }),
    validate('param', IdParamSchema),
    async (c) => {
      const challenge = await setChallengeActive(c.env.services, c.get('user').id, c.req.valid('param').id, false);
      return c.json(challengeView(challenge));
    },
  )
  .post(
    '/:id/restore',
    documented('Put a product back on sale (audited, idempotent)', {
      200: answer('The product', ChallengeViewSchema),
      ...noSuchProduct,
      ...replacedVersion,
    }),
    validate('param', IdParamSchema),
    async (c) => {
      const challenge = await setChallengeActive(c.env.services, c.get('user').id, c.req.valid('param').id, true);
      return c.json(challengeView(challenge));
    },
  )
  .post(
    '/',
    documented('Create a challenge product', { 201: answer('The product', ChallengeViewSchema), 409: refusal('The slug is taken') }),
    validate('json', ChallengeInputSchema),
    async (c) => {
      const challenge = await createChallenge(c.env.services, c.get('user').id, c.req.valid('json'));
      return c.json(challengeView(challenge), 201);
    },
  )
  .put(
    '/:id',
    documented('Edit a product (a sold one gets its next version)', {
      200: answer('The saved product', SavedChallengeSchema),
      ...noSuchProduct,
      409: refusal('The slug is taken, or the version was replaced'),
    }),
    validate('param', IdParamSchema),
    validate('json', ChallengeInputSchema),
    async (c) => {
      const { challenge, versioned } = await updateChallenge(
        c.env.services,
        c.get('user').id,
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      return c.json({ ...challengeView(challenge), versioned });
    },
  )
  .delete(
    '/:id',
    documented('Delete a product no order names', {
      204: { description: 'Deleted' },
      ...noSuchProduct,
      409: refusal('An order names the product: archive it instead'),
    }),
    validate('param', IdParamSchema),
    async (c) => {
      await deleteChallenge(c.env.services, c.get('user').id, c.req.valid('param').id);
      return c.body(null, 204);
    },
  );
