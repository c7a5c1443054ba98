import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  idParamSchema,
  memberOptionSchema,
  pageSchema,
  projectAndTeamItemSchema,
  projectBodySchema,
  projectSchema,
  teamBodySchema,
  teamSchema,
} from '@yaoshi/contracts';
import { ok } from '../../lib/reply';
import { pagingQuerySchema } from '../forms/forms.routes';
import type { GroupsService } from './groups.service';

/** User info's projects and teams (any role reads its own), edited by admins. */
export async function groupsRoutes(root: FastifyInstance, { groups }: { groups: GroupsService }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['user center'];
  const admin = ['admin'] as const;

  app.get(
    '/api/user/my-project/list',
    {
      config: { access: 'signed-in' },
      schema: { tags, summary: 'Projects I created or belong to', response: { 200: envelope(z.array(projectSchema)) } },
    },
    async (req) => ok(req, await groups.myProjects(req.auth!)),
  );
  app.get(
    '/api/user/my-team/list',
    {
      config: { access: 'signed-in' },
      schema: { tags, summary: 'Teams I created or belong to', response: { 200: envelope(z.array(teamSchema)) } },
    },
    async (req) => ok(req, await groups.myTeams(req.auth!)),
  );
  app.get(
    '/api/user/project-and-team/list',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'How many projects and teams I created and joined',
        response: { 200: envelope(z.array(projectAndTeamItemSchema)) },
      },
    },
    async (req) => ok(req, await groups.projectAndTeam(req.auth!)),
  );
  app.get(
    '/api/projects/member-options',
    {
      config: { access: admin },
      schema: { tags, summary: 'Users to pick members from', response: { 200: envelope(z.array(memberOptionSchema)) } },
    },
    async (req) => ok(req, await groups.memberOptions()),
  );

  for (const [kind, path, item, body] of [
    ['project', '/api/projects', projectSchema, projectBodySchema],
    ['team', '/api/teams', teamSchema, teamBodySchema],
  ] as const) {
    app.get(
      path,
      {
        config: { access: admin },
        schema: {
          tags,
          summary: `Every ${kind}`,
          querystring: pagingQuerySchema,
          response: { 200: envelope(pageSchema(item)) },
        },
      },
      async (req) => ok(req, await groups.list(kind, req.query)),
    );
    app.post(
      path,
      {
        config: { access: admin },
        schema: { tags, summary: `Create a ${kind}`, body, response: { 200: envelope(item) } },
      },
      async (req) => ok(req, await groups.create(kind, req.auth!, req.body, req.lang)),
    );
    app.put(
      `${path}/:id`,
      {
        config: { access: admin },
        schema: {
          tags,
          summary: `Edit a ${kind} and its members`,
          params: idParamSchema,
          body,
          response: { 200: envelope(item) },
        },
      },
      async (req) => ok(req, await groups.update(kind, req.auth!, req.params.id, req.body, req.lang)),
    );
    app.delete(
      `${path}/:id`,
      {
        config: { access: admin },
        schema: {
          tags,
          summary: `Delete a ${kind}`,
          params: idParamSchema,
          response: { 200: envelope(z.object({ id: z.number().int() })) },
        },
      },
      async (req) => ok(req, await groups.remove(kind, req.auth!, req.params.id)),
    );
  }
}
