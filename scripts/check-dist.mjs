// Fails when the committed dist/ differs from what `npm run bundle` builds from the source.
import { execFileSync } from 'node:child_process';

const status = execFileSync('git', ['status', '--porcelain', 'dist'], { encoding: 'utf8' });
if (status.trim() !== '') {
  console.error('dist/ is stale: rebuild with `npm run bundle` and commit the result.\n' + status);
  process.exit(1);
}
console.log('dist/ is current.');
