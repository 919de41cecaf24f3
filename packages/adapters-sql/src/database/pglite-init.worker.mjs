// Creates a new PGlite data folder (initdb) in a worker thread: initdb grows the WebAssembly heap
// to several hundred MB, and that heap goes away with the worker instead of staying in the server.
import { PGlite } from '@electric-sql/pglite';
import { parentPort, workerData } from 'node:worker_threads';

const db = await PGlite.create({ dataDir: workerData.dataDir, startParams: workerData.startParams });
await db.close();
parentPort?.postMessage('ready');
