// `npm run worker`: a server process that runs queued jobs only (ROLE=worker), beside web instances that
// share its PostgreSQL and Redis. It listens on no port.
process.env.ROLE = 'worker';
await import('../apps/server/src/main.ts');
