export * from './catalog.ts';
export * from './delivery.ts';
export * from './insert.ts';
export * from './orders.ts';
export * from './partners.ts';
export * from './promotions.ts';
export * from './seller-applications.ts';
export * from './users.ts';
