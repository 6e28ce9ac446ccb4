import { EmptyResponseSchema, type Envelope } from '@maplebridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ok } from '#envelope.ts';
import type { AuthService } from './auth/auth.service.ts';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

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
  summaries: { create: string; update: string; delete: string };
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
  const { name, noun, params, input, response, summaries } = resource;
  const security = [{ bearer: [] }];
  // The type provider cannot tell a generic body from `undefined`; `input` validated it as Input.
  const bodyOf = (request: { body: unknown }) => request.body as Input;

  app.post(
    `/admin/${name}`,
    {
      config: { actionName: `admin.${name}.create` },
      schema: {
        tags: ['admin'],
        summary: summaries.create,
        security,
        body: input,
        response: { 200: response },
      },
    },
    async (request) => {
      await auth.authenticateAdmin(request.headers.authorization);
      const item = await service.create(bodyOf(request));
      return ok(item, `admin.${name}.create`, `${noun} created`);
    },
  );

  app.put(
    `/admin/${name}/:id`,
    {
      config: { actionName: `admin.${name}.update` },
      schema: {
        tags: ['admin'],
        summary: summaries.update,
        security,
        params,
        body: input,
        response: { 200: response },
      },
    },
    async (request) => {
      await auth.authenticateAdmin(request.headers.authorization);
      const item = await service.update(request.params.id, bodyOf(request));
      return ok(item, `admin.${name}.update`, `${noun} updated`);
    },
  );

  app.delete(
    `/admin/${name}/:id`,
    {
      config: { actionName: `admin.${name}.delete` },
      schema: {
        tags: ['admin'],
        summary: summaries.delete,
        security,
        params,
        response: { 200: EmptyResponseSchema },
      },
    },
    async (request) => {
      await auth.authenticateAdmin(request.headers.authorization);
      await service.delete(request.params.id);
      return ok(null, `admin.${name}.delete`, `${noun} deleted`);
    },
  );
}
