export { createKeyAccess } from './authenticate.ts';
export { apiKeysRoutes } from './routes.ts';
export { createApiKeysService } from './service.ts';
