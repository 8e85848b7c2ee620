export * from './catalog.ts';
export * from './insert.ts';
export * from './orders.ts';
export * from './users.ts';
