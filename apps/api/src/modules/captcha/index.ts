import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { runPeriodically } from '../../lib/periodic.ts';
import { CHALLENGE_TTL_MS, createCaptcha } from './guard.ts';
import { pruneExpiredSolutions } from './repository.ts';
import { captchaRoutes } from './routes.ts';

export { requireCaptchaUnlessSignedIn } from './guard.ts';

/** The bot check of the public forms: its challenges, the check of each solution, and their pruning. */
async function captchaModule(app: FastifyInstance) {
  const { db } = app.database;
  app.decorate('captcha', createCaptcha(app.config, db));
  // Used solutions are kept only until their challenge would have expired anyway.
  runPeriodically(app, CHALLENGE_TTL_MS, 'pruning captcha solutions', () => pruneExpiredSolutions(db));
  await app.register(captchaRoutes, { prefix: '/api' });
}

export default fp(captchaModule, { name: 'captcha', dependencies: ['core', 'access'] });
