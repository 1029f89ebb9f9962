import {
  ruleCriteriaSchema,
  ruleInputSchema,
  rulePatchSchema,
  rulePreviewSchema,
  workanaPreferencesSchema,
  workanaRuleSchema,
} from '@alvorada/contracts';
import { z } from 'zod';
import type { App } from '../../platform/http/app-type.ts';
import { readers, tags } from './route-config.ts';
import type { RuleService } from './rule-service.ts';
import { writeRoutes } from '../../platform/http/write-routes.ts';

/** Rules and preferences belong to their author, like account settings: whoever reads the area keeps their own. */
export function ruleRoutes(app: App, rules: RuleService) {
  app.get('/api/workana/rules/', {
    config: readers,
    schema: { tags, response: { 200: z.array(workanaRuleSchema) } },
    handler: (request) => rules.list(request.actor),
  });

  writeRoutes(app, rules, {
    paths: { list: '/api/workana/rules/', item: '/api/workana/rules/:id/' },
    access: () => readers.access,
    tags,
    schemas: { item: workanaRuleSchema, create: ruleInputSchema, patch: rulePatchSchema },
  });

  app.post('/api/workana/rules/preview/', {
    config: readers,
    schema: { tags, body: ruleCriteriaSchema, response: { 200: rulePreviewSchema } },
    handler: (request) => rules.preview(request.body),
  });

  app.get('/api/workana/preferences/', {
    config: readers,
    schema: { tags, response: { 200: workanaPreferencesSchema } },
    handler: (request) => rules.preferences(request.actor),
  });

  app.put('/api/workana/preferences/', {
    config: readers,
    schema: { tags, body: workanaPreferencesSchema, response: { 200: workanaPreferencesSchema } },
    handler: (request) => rules.savePreferences(request.actor, request.body),
  });
}
