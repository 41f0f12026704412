import { webProject } from './vitest.project.ts';

/** The web tests that mock a module, each file in a module graph of its own (vitest.project.ts). */
export default webProject({ isolated: true });
