// The global git settings of every git process the tests start (setup.ts sets GIT_CONFIG_GLOBAL to
// it): an identity only, so nothing of the machine's own ~/.gitconfig reaches the tests' repositories.
import { fileURLToPath } from 'node:url';

export const TESTS_GIT_CONFIG = fileURLToPath(new URL('../fixtures/git/global.gitconfig', import.meta.url));
