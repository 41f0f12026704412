export { backupsRoutes } from './routes.ts';
export { createBackups } from './service.ts';
