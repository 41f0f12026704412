import { writeFileSync } from 'node:fs';
import { buildOpenapiDocument, openapiTypes, TYPES_FILE } from './openapi-document.ts';

writeFileSync(TYPES_FILE, await openapiTypes(await buildOpenapiDocument()));
