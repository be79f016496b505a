// Creates an empty embedded database in the folder given, then exits. The API runs this as a
// process of its own before opening a new data folder: creating a database (initdb) makes the
// WebAssembly memory of PGlite grow to several hundred megabytes that it never gives back, and
// that memory then leaves with this process instead of staying with the API.
import { PGlite } from '@electric-sql/pglite';

const folder = process.argv[2];
if (!folder) throw new Error('usage: node pglite-create.mjs <folder>');
const db = await PGlite.create(folder);
await db.close();
