import { z } from 'zod';
import { PAGES, SUBJECTS, pageRules, type PageDef } from '@alvorada/contracts';
import type { Actor } from '../../../platform/access/actor.ts';
import { canUnconditioned } from '../../../platform/access/rule-conditions-sql.ts';
import type { SearchRegistry } from '../../../platform/search/search-registry.ts';
import type { Workana } from '../../workana/module.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { defineTool, fold, LIST_URL } from './tool.ts';

const menuPages = PAGES.filter((p) => p.menu || p.entryPath);

/** Whether the actor may open the page, as the page guard decides it: one of the rules it names holds. */
const mayOpen = (actor: Actor, page: PageDef) => {
  const rules = pageRules(page.access);
  return !rules.length || rules.some((rule) => canUnconditioned(actor.ability, rule.action, rule.subject));
};

const words = (page: PageDef) => fold(`${page.name} ${page.path} ${page.i18nKey}`);

export const platformTools = (search: SearchRegistry, workana: Workana) => [
  defineTool({
    name: 'search_platform',
    description:
      'Finds pages the reader may open, and the records the global search finds (plants, customers, consumer units, strategies, backtests, sessions, jobs, users) by name.',
    args: z.object({ query: z.string().min(1).max(120) }),
    needs: { action: 'read', subject: 'OPTOP' },
    async run(actor, { query }) {
      const wanted = fold(query);
      const pages = menuPages
        .filter((p) => mayOpen(actor, p) && words(p).includes(wanted))
        .map((p) => ({ name: p.name, path: p.entryPath ?? p.path }));
      return { pages, records: (await search.search(actor, query)).groups };
    },
  }),
  defineTool({
    name: 'explain_access',
    description:
      'Explains why the reader may or may not open a page (e.g. "Financeiro"): the permissions it needs (any one suffices) and whether their role grants one.',
    args: z.object({ page: z.string().min(1).max(120).describe('Page name or path, e.g. financeiro') }),
    needs: { action: 'read', subject: 'OPTOP' },
    async run(actor, { page }) {
      const wanted = fold(page).replace(/\s+/g, '-');
      const found = menuPages.find((p) => words(p).includes(wanted));
      if (!found) throw new AppError(404, 'optop_page_not_found', { params: { name: page } });
      return {
        page: found.name,
        path: found.entryPath ?? found.path,
        needs_one_of: pageRules(found.access),
        allowed: mayOpen(actor, found),
        readable_subjects: SUBJECTS.filter((s) => canUnconditioned(actor.ability, 'read', s)),
      };
    },
  }),
  defineTool({
    name: 'workana_matches',
    description: "The reader's latest Workana job matches (jobs their rules picked).",
    args: z.object({ unread_only: z.boolean().default(false) }),
    needs: { action: 'read', subject: 'Workana' },
    async run(actor, { unread_only }) {
      const page = await workana.feed.list(
        actor,
        { page: 1, page_size: 10, ...(unread_only && { unread: 'true' as const }) },
        LIST_URL,
      );
      return {
        count: page.count,
        results: page.results.map((n) => ({
          title: n.job.title,
          url: n.job.url,
          rule: n.rule_name,
          budget: n.job.budget,
          posted_at: n.job.posted_at,
          read: n.read_at !== null,
        })),
      };
    },
  }),
];
