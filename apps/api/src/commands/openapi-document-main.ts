import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openapiDocument } from './openapi-document.ts';

// `tsx openapi-document-main.ts <file>`: writes the OpenAPI document to the file (npm run lint:openapi).
const [file] = process.argv.slice(2);
if (!file) throw new Error('Gebruik: openapi-document-main.ts <bestand>');
await mkdir(path.dirname(file), { recursive: true });
await writeFile(file, `${JSON.stringify(await openapiDocument(), null, 2)}\n`);
