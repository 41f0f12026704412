import { webProject } from './vitest.project.ts';

/** The web tests that mock no module, sharing a module graph per worker (vitest.project.ts). */
export default webProject({ isolated: false });
