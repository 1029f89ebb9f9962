import { access } from './access.ts';
import { anyOf } from './page-access.ts';
import { pagesOf, type PageDef } from './page-declaration.ts';

const generation = pagesOf({ access: access.can('read', 'Geracao'), group: 'energy' });
const prosumers = pagesOf({ access: access.can('read', 'Prosumidor'), group: 'energy' });
const credits = pagesOf({ access: access.can('read', 'Credito'), group: 'energy' });
const finance = pagesOf({ access: access.can('read', 'Financeiro'), group: 'energy' });
const reports = pagesOf({ access: access.can('read', 'Relatorio'), group: 'energy' });

/** The energy area's pages (generation, prosumers, credits, finance, reports), in menu order. */
export const ENERGY_PAGES: PageDef[] = [
  generation('/geracao/visao-geral', 'geracao', { icon: 'solar' }),
  generation('/geracao/usinas/:id', 'geracaoUsina', { activeLink: 'geracao-visao-geral' }),
  prosumers('/geracao/usinas/:id/rateio', 'geracaoRateio', { activeLink: 'geracao-visao-geral' }),
  generation('/geracao/importacoes', 'geracaoImportacoes', {
    access: anyOf({ action: 'read', subject: 'Geracao' }, { action: 'create', subject: 'Prosumidor' }),
    icon: 'upload',
  }),
  prosumers('/prosumidores/visao-geral', 'prosumidores', { icon: 'people' }),
  prosumers('/prosumidores/clientes/:id', 'prosumidoresCliente', { activeLink: 'prosumidores-visao-geral' }),
  prosumers('/prosumidores/ucs/:id', 'prosumidoresUc', { activeLink: 'prosumidores-visao-geral' }),
  credits('/creditos/visao-geral', 'creditos', { icon: 'battery' }),
  credits('/creditos/ciclos', 'creditosCiclos', { icon: 'cycle' }),
  credits('/creditos/ciclos/:id', 'creditosCiclo', { activeLink: 'creditos-ciclos' }),
  finance('/financeiro/visao-geral', 'financeiro', { icon: 'payments' }),
  finance('/financeiro/faturas', 'financeiroFaturas', {
    icon: 'sell',
    loads: ['/api/energy/invoices/', '/api/energy/invoices/filters/'],
  }),
  finance('/financeiro/faturas/:id', 'financeiroFatura', { activeLink: 'financeiro-visao-geral' }),
  reports('/relatorios/visao-geral', 'relatorios', { icon: 'report' }),
];
