export * from './billing.ts';
export * from './content.ts';
export * from './customers.ts';
export * from './dates.ts';
export * from './hosting.ts';
export * from './reservations.ts';
export * from './user-stories.ts';
