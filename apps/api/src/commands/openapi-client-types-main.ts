import { writeFile } from 'node:fs/promises';
import { CLIENT_TYPES_FILE, openapiClientTypes } from './openapi-client-types.ts';
import { openapiDocument } from './openapi-document.ts';

// `tsx openapi-client-types-main.ts` (npm run openapi:client): writes the typed client's types.
await writeFile(CLIENT_TYPES_FILE, await openapiClientTypes(await openapiDocument()));
