import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** Who signs in at the test's identity provider, with what its ID token will say. */
export type Person = { email: string; emailVerified: boolean; amr: string[] };

/**
 * A real OpenID provider (`oidc-provider`) on loopback for the single sign-on tests (the API's and
 * the browser's): one confidential client, PKCE required, and an interaction that signs in whoever
 * `next` names, with the `amr` given, and grants `openid email` without asking (what a company's
 * provider does for its own app).
 */
export async function startOidcProvider({ redirectUri, port = 0 }: { redirectUri: string; port?: number }) {
  const clientId = 'onboarding-portal';
  const clientSecret = 'a-client-secret-long-enough-for-the-test';
  const people = new Map<string, Person>();
  let next: Person | null = null;

  const server = createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    // `amr` is no default claim: named with `openid`, the ID token carries the session's.
    claims: { openid: ['sub', 'amr'], email: ['email', 'email_verified'] },
    features: { devInteractions: { enabled: false } },
    findAccount: async (_ctx, sub) => {
      const person = people.get(sub);
      if (!person) return undefined;
      return {
        accountId: sub,
        claims: async () => ({ sub, email: person.email, email_verified: person.emailVerified }),
      };
    },
  });

  async function interact(req: IncomingMessage, res: ServerResponse) {
    const details = await provider.interactionDetails(req, res);
    if (details.prompt.name === 'login') {
      if (!next) throw new Error('nobody is to sign in at the test provider');
      const sub = `sub-${next.email}`;
      people.set(sub, next);
      await provider.interactionFinished(req, res, { login: { accountId: sub, amr: next.amr } });
      return;
    }
    const grant = new provider.Grant({ accountId: details.session!.accountId, clientId });
    grant.addOIDCScope('openid email');
    await provider.interactionFinished(
      req,
      res,
      { consent: { grantId: await grant.save() } },
      {
        mergeWithLastSubmission: true,
      },
    );
  }

  const handle = provider.callback();
  server.on('request', (req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      interact(req, res).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
      return;
    }
    void handle(req, res);
  });

  return {
    issuer,
    clientId,
    clientSecret,
    /** The person the next sign-in at the provider is. */
    signInAs(person: Person) {
      next = person;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A browser at the provider: follows its redirects from `url`, keeping its cookies, until one leads
 * off the provider (to the portal's callback), and answers that address.
 */
export async function followProvider(url: string, issuer: string): Promise<string> {
  const cookies = new Map<string, string>();
  let at = url;
  for (let hop = 0; hop < 10; hop++) {
    if (!at.startsWith(issuer)) return at;
    const res = await fetch(at, {
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      cookies.set(name!.trim(), value.join('='));
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`the provider stopped at ${at}: ${res.status} ${await res.text()}`);
    at = new URL(location, at).toString();
  }
  throw new Error('the provider kept redirecting');
}
