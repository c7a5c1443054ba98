// npm run restore -- <file> [--force]: see backup-restore.ts.
import { restoreCommand, runCli } from './backup-restore';

runCli((argv) => restoreCommand(argv));
