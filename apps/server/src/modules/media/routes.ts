import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MediaUploaded, MediaUploadRequest } from '@hall/contracts/media';
import { fileStoreFor, isStoredName } from '../../lib/file-store';
import { currentOperator } from '../../plugins/auth';
import { uploadMedia } from './service';
import { postRoute } from '../../lib/post-route';

/** One image of up to ~6 MB, base64-encoded, plus JSON around it. */
const MEDIA_BODY_LIMIT = 9 * 1024 * 1024;

const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const files = fileStoreFor(app.config, 'media');

  postRoute(
    app,
    {
      url: '/v2/admin/media/upload',
      tags: ['back office'],
      summary: 'Upload a banner or promotion image (JPEG or PNG, base64); answers its public address',
      body: MediaUploadRequest,
      data: MediaUploaded,
      bodyLimit: MEDIA_BODY_LIMIT,
      auth: 'operator',
      roles: ['content'],
    },
    (request, body) => uploadMedia(app.db, files, currentOperator(request).operatorId, body.image, request.ip),
  );

  // Stored names are random and never reused, so an image can be cached for good.
  app.get<{ Params: { name: string } }>('/media/:name', { schema: { hide: true } }, async (request, reply) => {
    const { name } = request.params;
    let image: Buffer | undefined;
    if (isStoredName(name)) {
      try {
        image = await files.get(name);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT' && !/answered 404/.test(String(error))) throw error;
      }
    }
    if (!image)
      return reply.code(404).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send('Not found');
    return reply.type('image/jpeg').header('cache-control', 'public, max-age=31536000, immutable').send(image);
  });
};

export default mediaRoutes;
