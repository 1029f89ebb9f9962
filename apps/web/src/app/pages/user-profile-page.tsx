import Stack from '@mui/material/Stack';
import { useAbility } from '@/shared/ability/use-ability.ts';
import { sessionStore } from '@/shared/auth/session-store.ts';
import { useStore } from '@/shared/storage/use-store.ts';
import { SessionsCard } from '@/features/account-settings/components/sessions-card.tsx';
import { PlantProjects } from '@/features/energy/components/profile-plants.tsx';
import { OptopConnection } from '@/features/optop/components/profile-optop-provider.tsx';
import { TradingProjects } from '@/features/trading/components/profile-trading-projects.tsx';
import UserProfilePage from '@/features/user-profile/user-profile-page.tsx';

/** The profile with what the user's role works on: strategies and sessions, the plants an operator runs. */
export default function UserProfileWithAreas() {
  const ability = useAbility();
  const userId = useStore(sessionStore).userData?.id;
  const trading = ability.can('read', 'Backtest') && userId !== undefined;
  const plants = ability.can('update', 'Geracao');
  return (
    <UserProfilePage
      projects={
        (trading || plants) && (
          <Stack spacing={3}>
            {trading && <TradingProjects userId={userId} />}
            {plants && <PlantProjects />}
          </Stack>
        )
      }
      connections={
        <Stack spacing={3}>
          <SessionsCard />
          {ability.can('read', 'OPTOP') && <OptopConnection />}
        </Stack>
      }
    />
  );
}
