// `despatch serve` with one crash-test hook switched on (the hook's name is the argument): the
// service reads no test hook from its environment, so the crash tests start it through this file.
import { serveCommand } from '../../src/cli/serve';

const hook = process.argv[2];
process.exitCode = await serveCommand([], {
  holdOutbox: hook === 'holdOutbox',
  dieAfterReply: hook === 'dieAfterReply',
});
