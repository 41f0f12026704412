import { readFileSync, writeFileSync } from 'node:fs';
import { CONFIGURATION_DOC, configurationDoc } from '../src/config-docs.ts';

writeFileSync(CONFIGURATION_DOC, await configurationDoc(readFileSync(CONFIGURATION_DOC, 'utf8')));
