import type { SearchRegistry } from '../../platform/search/search-registry.ts';
import type { UsersService } from './users-service.ts';

/**
 * The global search's users, through the user list: only a reader of Admin, only the users and the fields they
 * may read.
 */
export function registerUserSearch(search: SearchRegistry, users: UsersService) {
  search.register({
    kind: 'users',
    subject: 'Admin',
    async search(actor, q, limit) {
      const page = await users.list(
        { page: 1, page_size: limit, search: q },
        { ability: actor.ability, url: '/api/search/' },
      );
      // A user whose name the reader may not read is not shown by any other field.
      return page.results.flatMap((user) => {
        const title = user.full_name || user.username;
        return title ? [{ id: user.id, title, subtitle: user.email ?? '' }] : [];
      });
    },
  });
}
