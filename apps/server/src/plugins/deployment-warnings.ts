// Warnings about a deployment that runs but is configured dangerously: sandboxes served, or a proxy
// in front of a server that does not trust it, so every player shares the proxy's address (and one
// client's failed sign-ins lock them all out).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isLoopbackHost, sandboxDecision } from '../config';

async function deploymentWarningsPlugin(app: FastifyInstance) {
  const { config } = app;
  const sandboxes = sandboxDecision(config);
  if (sandboxes.on) {
    app.log.warn(
      { SANDBOX: config.SANDBOX, NODE_ENV: config.NODE_ENV, PUBLIC_URL: config.PUBLIC_URL },
      'SANDBOXES ARE ON: the sandbox cashier pays any order, /dev/mailbox shows every e-mail (reset codes too) ' +
        'and the sandbox callback secret is public. Never expose this to players; set NODE_ENV=production or SANDBOX=off.',
    );
  } else if (config.SANDBOX === 'auto' && config.NODE_ENV !== 'production' && !isLoopbackHost(config.HOST)) {
    // A development server opened to the network: the sandboxes stay off, which a developer should hear
    // about before wondering where the sign-up codes went.
    app.log.warn(
      { SANDBOX: config.SANDBOX, HOST: config.HOST },
      `sandboxes off: ${sandboxes.why}. Without them no dev mailbox and no sandbox cashier are served; ` +
        'mail needs SMTP_URL and deposits a real payment channel',
    );
  }

  if (config.TRUST_PROXY_HOPS === 0 && !config.TRUST_PROXY_ADDRESSES) {
    let warned = false;
    app.addHook('onRequest', async (request) => {
      if (warned || request.headers['x-forwarded-for'] === undefined) return;
      warned = true;
      app.log.warn(
        { TRUST_PROXY_HOPS: 0, remoteAddress: request.socket.remoteAddress },
        'a request came through a proxy (X-Forwarded-For) but TRUST_PROXY_HOPS=0: every client behind it ' +
          'shares one address, so per-address limits (the sign-in lock too) apply to all of them at once; ' +
          'set TRUST_PROXY_HOPS to the number of proxies in front of the server (or TRUST_PROXY_ADDRESSES to theirs)',
      );
    });
  }
}

export default fp(deploymentWarningsPlugin, { name: 'deployment-warnings' });
