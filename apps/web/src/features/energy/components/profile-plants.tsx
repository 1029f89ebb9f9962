import { useTranslation } from 'react-i18next';
import { LinkListCard } from '@/shared/ui/link-list-card.tsx';
import { usePlants } from '@/features/energy/api/plant-api.ts';

/** The profile's energy projects: the plants an operator runs, each opening its page. */
export function PlantProjects() {
  const { t } = useTranslation();
  const plants = usePlants();
  return (
    <LinkListCard
      title={t('profile.projects.plants')}
      items={plants.data?.results.map((plant) => ({
        key: plant.id,
        to: `/geracao/usinas/${plant.id}`,
        primary: plant.name,
        secondary: plant.city,
      }))}
      loading={plants.isPending}
      failed={plants.isError}
      onRetry={() => void plants.refetch()}
      empty={t('profile.projects.noPlants')}
    />
  );
}
