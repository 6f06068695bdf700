// Security headers and response compression for everything the server sends.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';

async function securityPlugin(
  app: FastifyInstance,
  options: { production: boolean; googleSignIn: boolean; imageOrigins: string[] },
) {
  // Google's sign-in button is a script and a frame from Google; allowed only when it is configured.
  const google = options.googleSignIn ? ['https://accounts.google.com'] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...google],
        // The UI kit sets inline style attributes; scripts stay locked to our own origin.
        'style-src': ["'self'", "'unsafe-inline'", ...google],
        // Content images from a CDN the operators named (CONTENT_IMAGE_ORIGINS), none by default.
        'img-src': ["'self'", 'data:', 'blob:', ...options.imageOrigins],
        'connect-src': ["'self'", ...google],
        // The installable app: its service worker (/sw.js) and web app manifest come from this origin.
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
        'frame-src': google.length ? google : ["'none'"],
        'frame-ancestors': ["'none'"],
        'upgrade-insecure-requests': options.production ? [] : null,
      },
    },
    // Cross-origin isolation headers would block the payment and sign-in pop-ups later.
    crossOriginEmbedderPolicy: false,
    hsts: options.production ? { maxAge: 15552000, includeSubDomains: true } : false,
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
}

export default fp(securityPlugin, { name: 'security' });
