import type { SearchRegistry } from '../../platform/search/search-registry.ts';
import type { FeedService } from './feed-service.ts';

/** The global search's Workana kind: the jobs the reader's rules matched, by title or description. */
export function registerWorkanaSearch(search: SearchRegistry, feed: FeedService) {
  search.register({
    kind: 'workana_matches',
    subject: 'Workana',
    async search(actor, q, limit) {
      const page = await feed.list(actor, { page: 1, page_size: limit, search: q }, '/api/search/');
      return page.results.map((match) => ({
        id: match.id,
        title: match.job.title,
        subtitle: match.rule_name,
      }));
    },
  });
}
