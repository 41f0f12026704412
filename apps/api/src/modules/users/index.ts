export { adminExists, ensureAdmin } from './repository.ts';
export { usersRoutes } from './routes.ts';
export { createUsersService } from './service.ts';
