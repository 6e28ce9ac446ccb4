import { EmptyResponseSchema, type Envelope } from '@maplebridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ok } from '#envelope.ts';
import type { ErrorStatus } from '#plugins/swagger.ts';
import type { AuthService } from './auth/auth.service.ts';
import { adminRouteOptions, type RouteDoc, signedIn } from './route-options.ts';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
type Verb = 'create' | 'update' | 'delete';

/** What the console creates, replaces and deletes by id; the service checks and stores it. */
export interface AdminCrudService<Id, Input, Item> {
  create(input: Input): Promise<Item>;
  update(id: Id, input: Input): Promise<Item>;
  delete(id: Id): Promise<void>;
}

export interface AdminCrudResource<Id, Input, Item> {
  /** The plural of paths and action names: `/admin/tags`, `admin.tags.create`. */
  name: string;
  /** The word of the messages: `Tag created`. */
  noun: string;
  params: z.ZodType<{ id: Id }>;
  input: z.ZodType<Input>;
  response: z.ZodType<Envelope<Item>>;
  summaries: Record<Verb, string>;
  /** Error answers of create and update beyond those every operation documents (a name taken: 409). */
  errors?: readonly ErrorStatus[];
}

/**
 * `POST /admin/{name}`, `PUT` and `DELETE /admin/{name}/:id`: the console's create, replace and
 * delete, the same for every resource edited whole (tags, slides, articles) but for its schemas and
 * words. Registered on the module's own routes plugin, in the order the API document lists them.
 */
export function registerAdminCrud<Id, Input, Item>(
  app: ZodApp,
  auth: AuthService,
  service: AdminCrudService<Id, Input, Item>,
  resource: AdminCrudResource<Id, Input, Item>,
) {
  const { name, noun, params, input, response, summaries, errors } = resource;
  // One requirement for the three routes: the YAML document has always written it once for them.
  const security = signedIn();
  const actionOf = (verb: Verb) => `admin.${name}.${verb}`;
  const optionsOf = <Doc extends Omit<RouteDoc, 'summary'>>(verb: Verb, doc: Doc) =>
    adminRouteOptions(auth, actionOf(verb), { summary: summaries[verb], security, ...doc });
  // The type provider cannot tell a generic body from `undefined`; `input` validated it as Input.
  const bodyOf = (request: { body: unknown }) => request.body as Input;

  app.post(`/admin/${name}`, optionsOf('create', { body: input, response, errors }), async (request) =>
    ok(await service.create(bodyOf(request)), actionOf('create'), `${noun} created`),
  );

  app.put(
    `/admin/${name}/:id`,
    optionsOf('update', { params, body: input, response, errors }),
    async (request) => {
      const item = await service.update(request.params.id, bodyOf(request));
      return ok(item, actionOf('update'), `${noun} updated`);
    },
  );

  app.delete(
    `/admin/${name}/:id`,
    optionsOf('delete', { params, response: EmptyResponseSchema }),
    async (request) => {
      await service.delete(request.params.id);
      return ok(null, actionOf('delete'), `${noun} deleted`);
    },
  );
}
