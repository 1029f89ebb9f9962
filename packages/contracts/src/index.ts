export * from './access.ts';
export * from './api.ts';
export * from './auth.ts';
export * from './constants.ts';
export * from './cpf.ts';
export * from './pages.ts';
export * from './realtime.ts';
export * from './roles.ts';
