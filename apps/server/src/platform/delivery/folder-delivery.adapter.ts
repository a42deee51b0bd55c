import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { assertBatchPath, type DeliveryFile, type DeliveryPort } from './delivery.port.ts';

async function writeFile(target: string, file: DeliveryFile): Promise<void> {
  await fsp.mkdir(path.dirname(target), { recursive: true });
  if (typeof file.body === 'string') await fsp.writeFile(target, file.body, { flag: 'wx' });
  else await pipeline(await file.body(), fs.createWriteStream(target, { flags: 'wx' }));
}

/** Batches as folders under `root` (DATA_DIR/delivery by default): a store's ingestion watches for the marker. */
export function createFolderDelivery(root: string): DeliveryPort {
  return {
    kind: 'folder',
    async deliverBatch(batchId, files, marker) {
      assertBatchPath(batchId);
      const folder = path.join(root, batchId);
      await fsp.mkdir(root, { recursive: true });
      // A batch is written once: an existing folder means it was delivered (or is being written) already.
      await fsp.mkdir(folder);
      for (const file of files) {
        assertBatchPath(file.path);
        await writeFile(path.join(folder, file.path), file);
      }
      assertBatchPath(marker.path);
      await writeFile(path.join(folder, marker.path), marker);
      return { location: folder };
    },
  };
}
