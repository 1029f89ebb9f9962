import { eq } from 'drizzle-orm';
import type { ApiTestCollectionInput } from '@alvorada/contracts';
import type { Executor } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema.ts';
import { apiTestCollections } from './test-collection-schema.ts';

const OWNER = 'dev@alvorada.dev';

/**
 * The demo's collection: the main flows a developer reaches (profile, trading, help center, notifications)
 * and two refusals their role must meet (energy, another user's record), the second through a captured id.
 */
export const DEMO_COLLECTION: ApiTestCollectionInput = {
  name: 'Fluxos principais da demo',
  variables: {},
  schedule_minutes: null,
  requests: [
    {
      name: 'Perfil de quem executa',
      method: 'GET',
      path: '{{base}}/auth/current_profile/',
      body: null,
      captures: [{ name: 'me', path: '$.id' }],
      assertions: [
        { kind: 'status', equals: 200 },
        { kind: 'json_exists', path: '$.email' },
        { kind: 'duration_below', ms: 2000 },
      ],
    },
    {
      name: 'Instrumentos do Paracima',
      method: 'GET',
      path: '{{base}}/trading/instruments/',
      body: null,
      captures: [],
      assertions: [
        { kind: 'status', equals: 200 },
        { kind: 'json_exists', path: '$.results' },
      ],
    },
    {
      name: 'Artigos da central de ajuda',
      method: 'GET',
      path: '{{base}}/help-center/articles/',
      body: null,
      captures: [],
      assertions: [{ kind: 'status', equals: 200 }],
    },
    {
      name: 'Notificações',
      method: 'GET',
      path: '{{base}}/notifications/',
      body: null,
      captures: [],
      assertions: [{ kind: 'status', equals: 200 }],
    },
    {
      name: 'Energia fora do papel de desenvolvedor',
      method: 'GET',
      path: '{{base}}/energy/plants/',
      body: null,
      captures: [],
      assertions: [{ kind: 'status', equals: 403 }],
    },
    {
      name: 'Cadastro de usuário só para o admin',
      method: 'GET',
      path: '{{base}}/admin/users/{{me}}/',
      body: null,
      captures: [],
      assertions: [{ kind: 'status', equals: 403 }],
    },
  ],
};

/** Adds the demo collection once, owned by the demo developer. */
export async function seedTestCollection(db: Executor, demo: boolean) {
  if (!demo) return;
  const [owner] = await db
    .select({ id: users.id, name: users.fullName })
    .from(users)
    .where(eq(users.email, OWNER));
  if (!owner) return;
  const [existing] = await db
    .select({ id: apiTestCollections.id })
    .from(apiTestCollections)
    .where(eq(apiTestCollections.name, DEMO_COLLECTION.name));
  if (existing) return;
  await db
    .insert(apiTestCollections)
    .values({ ...DEMO_COLLECTION, ownerId: owner.id, ownerName: owner.name || OWNER });
}
