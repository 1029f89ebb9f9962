import { access } from '@alvorada/contracts';

export const tags = ['workana'];

/** Whoever reads the area. */
export const readers = { access: access.can('read', 'Workana') };
