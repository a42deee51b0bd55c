import crypto from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import { create } from 'xmlbuilder2';
import { DISTRIBUTION_ARTWORK_SIDE } from '@indiwave/domain/constants';
import type { DeliveryPort } from '../../platform/delivery/delivery.port.ts';
import type { StoragePort } from '../../platform/storage/storage.port.ts';
import { buildNewReleaseMessage, type ErnRelease } from './ddex/ern-message.ts';
import { validateNewReleaseMessage } from './ddex/ern-validator.ts';
import type { ReleaseReviewService } from './release-review.service.ts';
import { parseList } from './releases.presenter.ts';
import type { ReleaseRow, ReleasesRepository } from './releases.repository.ts';

/** The job that delivers an approved release; its payload is `{ releaseId }`. */
export const RELEASE_DELIVERY_JOB = 'distribution.deliver';

export type ReleaseDeliveryDeps = {
  repository: ReleasesRepository;
  storage: StoragePort;
  delivery: DeliveryPort;
  review: Pick<ReleaseReviewService, 'moveAs'>;
  sender: { dpid: string; name: string };
  clock: { now(): Date };
  logger: { error(details: object, message: string): void };
};

/** A stored file as a stream that also computes its MD5 (the HashSum of the message) as it passes. */
function hashing(open: () => Promise<Readable>, onDone: (md5: string) => void): () => Promise<Readable> {
  return async () => {
    const hash = crypto.createHash('md5');
    const source = await open();
    const through = new PassThrough();
    source.on('data', (chunk: Buffer) => hash.update(chunk));
    source.on('end', () => onDone(hash.digest('hex')));
    source.on('error', (error) => through.destroy(error));
    return source.pipe(through);
  };
}

/** The jobs that deliver a takedown's messages and a restore's new delivery; their payload is `{ releaseId, takedownId }`. */
export const RELEASE_TAKEDOWN_JOB = 'distribution.takedown';
export const RELEASE_RESTORE_JOB = 'distribution.restore';

type Store = { slug: string; name: string; dpid: string };
type Mode = { kind: 'release' } | { kind: 'takedown'; on: string };

/**
 * Delivery of approved releases (issue 18): one batch per approval, with the masters and the
 * cover under the release's UPC, then a DDEX ERN 4.3 NewReleaseMessage per store (checked by
 * the validator before it is written: a message with a problem is not delivered), then the
 * completion marker. The release then moves to delivered, and the artist is told. A takedown
 * is a batch of takedown messages (deals ended, no files) to its stores; a restore delivers the
 * release to them again, files and all.
 */
export function createReleaseDeliveryService(deps: ReleaseDeliveryDeps) {
  /** Writes one batch of the release to `storeSlugs`; answers its id. */
  async function writeBatch(release: ReleaseRow, storeSlugs: string[], mode: Mode, suffix: string): Promise<string> {
    const upc = release.upc as string;
    const tracks = await deps.repository.listTracks([release.id]);
    const stores = new Map((await deps.repository.listStores()).map((store) => [store.slug, store]));
    const at = deps.clock.now();
    const batchId = `${at.toISOString().replace(/\D/g, '').slice(0, 14)}_${upc}${suffix}`;
    const md5 = new Map<string, string>();

    const resources = [
      ...tracks.map((track) => ({ path: `${upc}/resources/${track.isrc}.wav`, key: track.audio_key as string })),
      { path: `${upc}/resources/${upc}.jpg`, key: release.artwork_key as string },
    ];
    // A takedown carries no files: the store has them from the delivery.
    const files = mode.kind === 'takedown' ? [] : resources.map((resource) => ({ path: resource.path, body: hashing(() => deps.storage.getStream(resource.key), (sum) => md5.set(resource.path, sum)) }));

    const messageOf = (store: Store): string => {
      const message: ErnRelease = {
        messageId: `${batchId}_${store.slug}`,
        createdAt: at,
        controlType: 'LiveMessage',
        sender: deps.sender,
        recipient: { dpid: store.dpid, name: store.name },
        kind: release.kind as ErnRelease['kind'],
        title: release.title,
        version: release.version,
        artists: parseList(release.artists),
        label: release.label,
        genre: release.genre,
        language: 'en',
        upc,
        releaseDate: release.release_date,
        originalReleaseDate: release.original_release_date,
        territories: parseList(release.territories),
        tracks: tracks.map((track) => ({
          isrc: track.isrc as string,
          title: track.title,
          version: track.version,
          artists: parseList(track.artists),
          durationMs: track.duration_ms ?? 0,
          isExplicit: track.is_explicit === 1,
          sampleRate: track.sample_rate ?? 0,
          bitDepth: track.bit_depth ?? 0,
          file: `resources/${track.isrc}.wav`,
          md5: md5.get(`${upc}/resources/${track.isrc}.wav`) ?? '',
        })),
        artwork: { file: `resources/${upc}.jpg`, md5: md5.get(`${upc}/resources/${upc}.jpg`) ?? '', side: DISTRIBUTION_ARTWORK_SIDE },
        ...(mode.kind === 'takedown' ? { takedownOn: mode.on } : {}),
      };
      const xml = buildNewReleaseMessage(message);
      const problems = validateNewReleaseMessage(xml);
      if (problems.length > 0) {
        deps.logger.error({ release: release.id, store: store.slug, problems }, 'the release message fails validation: not delivered');
        throw new Error(`The DDEX message of release ${release.id} for ${store.slug} is not valid: ${problems.join('; ')}`);
      }
      return xml;
    };
    // Every message is built and checked before anything is written (its checksums still empty); each is built again, with them, as it is written.
    const chosen = storeSlugs.flatMap((slug) => (stores.has(slug) ? [stores.get(slug) as Store] : []));
    for (const store of chosen) messageOf(store);

    const messages = chosen.map((store) => ({ path: `${upc}/${upc}_${store.slug}.xml`, body: async () => Readable.from([messageOf(store)]) }));
    const markerXml = create({ version: '1.0', encoding: 'UTF-8' }).ele('BatchComplete').ele('BatchId').txt(batchId).up().ele('MessageCount').txt(String(messages.length)).up().end({ prettyPrint: true });
    await deps.delivery.deliverBatch(batchId, [...files, ...messages], { path: `BatchComplete_${batchId}.xml`, body: markerXml });
    return batchId;
  }

  /** The takedown of a release, when it (and its delivered release) still needs this batch. */
  async function findTakedown(payload: unknown, column: 'batch_id' | 'restore_batch_id') {
    const { releaseId, takedownId } = payload as { releaseId: number; takedownId: number };
    const release = await deps.repository.findRelease(releaseId);
    const takedown = await deps.repository.findTakedown(releaseId, takedownId);
    if (!release || !takedown || !release.upc || !release.artwork_key || takedown[column] !== null) return null;
    return { release, takedown };
  }

  return {
    async deliver(payload: unknown): Promise<void> {
      const { releaseId } = payload as { releaseId: number };
      const release = await deps.repository.findRelease(releaseId);
      // Delivered already (or moved by staff by hand): nothing to do.
      if (!release || release.status !== 'approved' || !release.upc || !release.artwork_key) return;
      const batchId = await writeBatch(release, parseList(release.stores), { kind: 'release' }, '');
      await deps.review.moveAs(null, release.id, { status: 'delivered', reasons: [], note: `Batch ${batchId}` });
    },

    /** A takedown's messages to its stores (deals ended on the day it was made). */
    async deliverTakedown(payload: unknown): Promise<void> {
      const found = await findTakedown(payload, 'batch_id');
      if (!found) return;
      const batchId = await writeBatch(found.release, parseList(found.takedown.stores), { kind: 'takedown', on: found.takedown.created_at.slice(0, 10) }, `_takedown${found.takedown.id}`);
      await deps.repository.setTakedownBatch(found.takedown.id, 'batch_id', batchId);
    },

    /** A restored takedown: the release delivered again to its stores. */
    async deliverRestore(payload: unknown): Promise<void> {
      const found = await findTakedown(payload, 'restore_batch_id');
      if (!found || found.takedown.restored_at === null) return;
      const batchId = await writeBatch(found.release, parseList(found.takedown.stores), { kind: 'release' }, `_restore${found.takedown.id}`);
      await deps.repository.setTakedownBatch(found.takedown.id, 'restore_batch_id', batchId);
    },
  };
}
export type ReleaseDeliveryService = ReturnType<typeof createReleaseDeliveryService>;
