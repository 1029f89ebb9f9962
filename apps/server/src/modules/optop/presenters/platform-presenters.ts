import { searchHitPath, type Action, type SearchAnswer, type Subject } from '@alvorada/contracts';
import type { MessageCode } from '../../../platform/http/messages.ts';
import { paragraphs, type Format, type Presenter } from './format.ts';

const found = (r: { pages: { path: string }[]; records: SearchAnswer['groups'] }, f: Format) => {
  const rows = [
    ...r.records.flatMap(({ kind, results }) =>
      results.map((hit) => [
        f.t(`optop_kind_${kind}`),
        f.link(hit.title, searchHitPath(kind, hit)),
        hit.subtitle,
      ]),
    ),
    ...r.pages.map((page) => [f.t('optop_kind_page'), f.link(page.path, page.path), '']),
  ];
  if (!rows.length) return f.t('optop_present_found_none');
  const records = r.records.reduce((sum, group) => sum + group.results.length, 0);
  return paragraphs(
    f.t('optop_present_found', {
      records: f.t('optop_count_records', { count: records }),
      pages: f.t('optop_count_pages', { count: r.pages.length }),
    }),
    f.table(['optop_label_kind', 'optop_label_name', 'optop_label_detail'], rows),
  );
};

const access = (
  r: { path: string; allowed: boolean; needs_one_of: { action: Action; subject: Subject }[] },
  f: Format,
) => {
  if (r.allowed) return f.t('optop_offline_allowed', { path: f.link(r.path, r.path) });
  // A page that names several rules opens with any one of them: "… or …".
  const permissions = new Intl.ListFormat(f.locale, { type: 'disjunction' }).format(
    r.needs_one_of.map((rule) =>
      f.t('optop_offline_permission', {
        action: f.t(`optop_action_${rule.action}` as MessageCode),
        subject: rule.subject,
      }),
    ),
  );
  return f.t('optop_offline_denied', { path: r.path, permissions });
};

const matches = (
  r: {
    count: number;
    results: {
      title: string;
      url: string;
      rule: string;
      budget: { raw: string } | null;
      posted_at: string | null;
      read: boolean;
    }[];
  },
  f: Format,
) =>
  r.count
    ? paragraphs(
        f.t('optop_present_workana', { count: r.count }),
        f.table(
          [
            'optop_label_job',
            'optop_label_rule',
            'optop_label_budget',
            'optop_label_posted',
            'optop_label_read',
          ],
          r.results.map((job) => [
            /^https?:\/\//.test(job.url) ? f.link(job.title, job.url) : job.title,
            job.rule,
            job.budget?.raw || '—',
            f.date(job.posted_at),
            f.t(job.read ? 'optop_yes' : 'optop_no'),
          ]),
        ),
      )
    : f.t('optop_present_workana_none');

export const PLATFORM_PRESENTERS: Record<string, Presenter> = {
  search_platform: found,
  explain_access: access,
  workana_matches: matches,
};
