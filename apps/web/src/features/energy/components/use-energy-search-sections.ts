import { useTranslation } from 'react-i18next';
import type { EnergySearch } from '@alvorada/contracts';
import { useEnergySearch } from '@/features/energy/api/search-api.ts';
import { useAbility } from '@/shared/ability/use-ability.ts';
import { isolateAmounts, useFormatters } from '@/shared/i18n/format.ts';
import type { SearchSection } from '@/shared/search/search-registry.ts';
import { customerPath, unitPath } from './detail-paths.ts';

const place = (city: string, uf: string) => (city ? `${city} – ${uf}` : uf);

/**
 * The navbar search's energy groups (Usinas, Clientes, Unidades consumidoras): asked only of a user who may
 * read Geracao or Prosumidor, and the server answers only the kinds that user reads.
 */
export function useEnergySearchSections(query: string, open: boolean) {
  const { i18n } = useTranslation();
  const ability = useAbility();
  const format = useFormatters();
  const isolate = isolateAmounts(i18n.language);
  const reads = ability.can('read', 'Geracao') || ability.can('read', 'Prosumidor');
  const { data, loading } = useEnergySearch(query, open && reads);
  const sections = (found: EnergySearch): SearchSection[] => [
    {
      id: 'energy-plants',
      titleKey: 'search.plants',
      results: found.plants.map((plant) => ({
        id: `plant-${plant.id}`,
        title: plant.name,
        subtitle: `${place(plant.city, plant.uf)} · ${isolate(`${format.number(plant.dc_power_kwp)} kWp`)}`,
        path: `/geracao/usinas/${plant.id}`,
        icon: 'solar',
      })),
    },
    {
      id: 'energy-customers',
      titleKey: 'search.customers',
      results: found.customers.map((customer) => ({
        id: `customer-${customer.id}`,
        title: customer.name,
        subtitle: customer.cpf_cnpj,
        path: customerPath(customer.id),
        icon: 'people',
      })),
    },
    {
      id: 'energy-units',
      titleKey: 'search.units',
      results: found.units.map((unit) => ({
        id: `unit-${unit.id}`,
        title: unit.installation_number,
        subtitle: `${unit.customer_name} · ${place(unit.city, unit.uf)}`,
        path: unitPath(unit.id),
        icon: 'speed',
      })),
    },
  ];
  return {
    sections: data ? sections(data).filter((section) => section.results.length > 0) : [],
    loading,
  };
}
