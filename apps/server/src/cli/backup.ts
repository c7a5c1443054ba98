// npm run backup -- [<file>] [--force]: see backup-restore.ts.
import { backupCommand, runCli } from './backup-restore';

runCli((argv) => backupCommand(argv));
