import { signInMethodsSchema, type SignInMethods } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { routesOf } from '../../plugins/route-definitions.ts';

/** What the sign-in page may offer besides the e-mailed code: fixed by the configuration at start. */
export async function signInMethodsRoutes(app: FastifyInstance, { methods }: { methods: SignInMethods }) {
  routesOf(app, 'auth').get('/auth/methods', {
    access: 'public',
    operationId: 'getSignInMethods',
    summary: 'Read how one may sign in besides an e-mailed code',
    description:
      '`passkeys` is false while the portal runs at an IP address, which browsers refuse passkeys for; ' +
      '`singleSignOn` names the company identity provider\'s button ("Sign in with <label>") when one ' +
      'is configured.',
    response: { 200: signInMethodsSchema },
    handler: async () => methods,
  });
}
