export * from './locales.ts';
export * from './roles.ts';
export * from './common.ts';
export * from './auth.ts';
export * from './users.ts';
export * from './fields.ts';
export * from './precheck-pos.ts';
export * from './precheck-ecom.ts';
