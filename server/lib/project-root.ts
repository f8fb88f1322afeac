/**
 * The project's root directory. This file sits two levels below it (server/lib/), and so does the
 * compiled bundle that inlines it (build/server/main.js): the same relative path serves both.
 * Files read at run time (migrations, the built portal, word lists) are found from here.
 */
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));
