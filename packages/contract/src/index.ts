export * from './client.ts';
export * from './errors.ts';
export * from './health.ts';
export * from './route.ts';
export * from './routes.ts';
