import { readFileSync, writeFileSync } from 'node:fs';
import { PRIVACY_DOC, privacyDoc } from '../src/modules/privacy/index.ts';

writeFileSync(PRIVACY_DOC, await privacyDoc(readFileSync(PRIVACY_DOC, 'utf8')));
