import type { FastifyInstance } from 'fastify';
import { ConfigError } from '../config';
import { nowIso } from '../db/database';
import type { StoredImage } from '../plugins/app/images';
import { ROLES } from '../plugins/app/repositories/users';
import { ACHIEVEMENTS, CONDUCTORS, EVENTS, HISTORY, SETTINGS, VIDEOS } from './content';
import { drawOriginals } from './draw-originals';
import type { PictureSpec } from './images';

const SEEDED_KEY = 'demo_seeded_at';

const ADMIN_KEY = 'admin_created_at';

async function meta(fastify: FastifyInstance, key: string): Promise<string | undefined> {
  const k = fastify.db.kysely;
  return (await fastify.db.first(k.selectFrom('app_meta').select('value').where('key', '=', key)))
    ?.value;
}

async function setMeta(fastify: FastifyInstance, key: string, value: string): Promise<void> {
  const k = fastify.db.kysely;
  await fastify.db.run(
    k
      .insertInto('app_meta')
      .values({ key, value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value })),
  );
}

/**
 * Every start: system settings that are missing are created (never overwritten). Once per data
 * directory: the admin with all three roles from ADMIN_EMAIL / ADMIN_PASSWORD (a later change
 * of those variables, or of the admin's password in the site, is never undone by a restart).
 */
export async function ensureBaseline(fastify: FastifyInstance): Promise<void> {
  const { repos, config } = fastify;
  await repos.settings.ensure(SETTINGS);
  if (await meta(fastify, ADMIN_KEY)) return;
  if (!(await repos.users.emailTaken(config.adminEmail))) {
    if (!config.adminPassword) {
      throw new ConfigError(
        'ADMIN_PASSWORD must be set when NODE_ENV=production: the first start creates the admin account from ADMIN_EMAIL / ADMIN_PASSWORD.',
      );
    }
    await repos.users.create({
      name: 'Administrators',
      email: config.adminEmail,
      password: config.adminPassword,
      roles: [...ROLES],
    });
    fastify.log.info({ email: config.adminEmail }, 'admin account created');
  }
  await setMeta(fastify, ADMIN_KEY, nowIso());
}

export async function isSeeded(fastify: FastifyInstance): Promise<boolean> {
  return (await meta(fastify, SEEDED_KEY)) !== undefined;
}

/** Runs `tasks` with at most `limit` in flight (sharp work is CPU-bound; 2 cores are typical). */
async function pool<T>(items: T[], limit: number, task: (item: T, i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        await task(items[i]!, i);
      }
    }),
  );
}

/**
 * Demo content, once per data directory. Pictures are rendered once into a small pool, each as
 * a camera-like JPEG original uploaded through `images.store` (the code path of a staff upload:
 * the same variants, the same record of the original), and each row gets its own copy of the
 * variant files and of that record (so deleting one row's files never breaks another).
 */
export async function seedDemo(fastify: FastifyInstance): Promise<void> {
  if (await isSeeded(fastify)) return;
  const started = Date.now();
  const { images, repos, db } = fastify;
  const motifs: PictureSpec['motif'][] = ['choir', 'hall', 'landscape', 'score'];

  const specs: PictureSpec[] = [];
  for (let i = 0; i < 16; i++) {
    specs.push({ motif: motifs[i % motifs.length]!, palette: i, seed: i + 1 });
  }
  const portraits: PictureSpec[] = Array.from({ length: 5 }, (_, i) => ({
    motif: 'portrait' as const,
    palette: i * 2 + 1,
    seed: 100 + i,
    width: 853,
    height: 1280,
  }));
  const all = [...specs, ...portraits];
  const rendered: StoredImage[] = new Array<StoredImage>(all.length);
  // Drawn by a process that exits (its memory returns); stored one at a time: libvips uses
  // every core within one already, and pictures in parallel raised the memory the first start
  // leaves behind (docs/decisions/022-memory.md).
  const originals = await drawOriginals(all);
  await pool(all, 1, async (_spec, i) => {
    rendered[i] = await images.store(originals[i]!);
  });
  const landscapes = rendered.slice(0, specs.length);
  const people = rendered.slice(specs.length);
  let cursor = 0;
  const nextLandscape = () => images.copy(landscapes[cursor++ % landscapes.length]!);

  // Copy files first (async), then write every row in one transaction.
  const eventImages: StoredImage[] = [];
  const galleryPlans: {
    event: number;
    title: string;
    description: string;
    cover: StoredImage;
    pics: StoredImage[];
  }[] = [];
  for (const [index, event] of EVENTS.entries()) {
    eventImages.push(await nextLandscape());
    for (const gallery of event.galleries) {
      const pics: StoredImage[] = [];
      for (let n = 0; n < gallery.images; n++) pics.push(await nextLandscape());
      galleryPlans.push({ event: index, ...gallery, cover: await nextLandscape(), pics });
    }
  }
  const conductorImages = await Promise.all(
    CONDUCTORS.map((_, i) => images.copy(people[i % people.length]!)),
  );
  const historyImages: StoredImage[] = [];
  for (let i = 0; i < HISTORY.length; i++) historyImages.push(await nextLandscape());

  await db.transaction(async () => {
    const eventIds: number[] = [];
    for (const [i, event] of EVENTS.entries()) {
      const created = await repos.events.create(
        {
          title: event.title,
          description: event.description,
          footer: event.footer,
          order: 0,
          is_current: event.current,
        },
        eventImages[i]!,
        event.date,
      );
      eventIds.push(created.id);
    }
    for (const [i, plan] of galleryPlans.entries()) {
      // Galleries a few hours after their event, in seed order (distinct, stable timestamps).
      const at = new Date(
        Date.parse(EVENTS[plan.event]!.date) + (3 * 3600 + i) * 1000,
      ).toISOString();
      const id = await repos.galleries.create(
        {
          title: plan.title,
          description: plan.description,
          order: 0,
          event_id: eventIds[plan.event]!,
        },
        plan.cover,
        at,
      );
      await repos.galleries.addImages(id, plan.pics, at);
    }
    let currentOrder = 0;
    let oldOrder = 0;
    for (const [i, conductor] of CONDUCTORS.entries()) {
      const { current, ...fields } = conductor;
      await repos.conductors.create(
        { ...fields, is_current: current, order: current ? ++currentOrder : ++oldOrder },
        conductorImages[i]!,
      );
    }
    for (const [i, achievement] of ACHIEVEMENTS.entries()) {
      await repos.achievements.create({ ...achievement, order: i + 1 });
    }
    for (const [i, entry] of HISTORY.entries()) {
      await repos.history.create(entry, historyImages[i]!);
    }
    for (const video of VIDEOS) await repos.videos.create(video);
    await db.run(db.kysely.insertInto('app_meta').values({ key: SEEDED_KEY, value: nowIso() }));
  });

  // The pool originals are not referenced by any row: remove them.
  await images.removeAll(rendered.map((image) => image.key));
  fastify.log.info({ ms: Date.now() - started }, 'demo content seeded');
}
