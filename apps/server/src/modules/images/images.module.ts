import path from 'node:path';
import { API_PREFIX, appWide, type ModulePlugin } from '../module-plugin.ts';
import { startImageSweep } from './image-sweep.ts';
import { createImagesRepository } from './images.repository.ts';
import { imagesRoutes } from './images.routes.ts';
import { createImagesService } from './images.service.ts';

/** Uploads under DATA_DIR/uploads and their sweep; decorates `images`. */
export const imagesModule: ModulePlugin<'database' | 'config' | 'now'> = appWide(
  'images',
  async (app, { database, config, now }) => {
    const images = createImagesService(
      createImagesRepository(database.db),
      path.join(config.dataDir, 'uploads'),
      config.uploadQuota,
    );
    const sweep = startImageSweep(images, {
      ...config.imageSweep,
      now,
      onSwept: (removed) => app.log.info({ removed }, 'unused images removed'),
      onError: (error) => app.log.error({ err: error }, 'image sweep'),
    });
    app.addHook('onClose', () => sweep.stop());
    app.decorate('images', images);
    await app.register(imagesRoutes(images), { prefix: API_PREFIX });
  },
);
