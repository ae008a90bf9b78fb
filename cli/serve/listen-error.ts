/**
 * Why the preview server could not listen, said as what to pass instead: a port in use, a
 * privileged port, a host that does not resolve or is not an address of this machine.
 */
import { createServer } from 'node:net';
import { OpdocsError } from '../errors.js';

/** Why the server could not listen on `host`:`port`, as an error saying what to do. */
export function listenError(err: NodeJS.ErrnoException, host: string, port: number): Error {
  const fail = (message: string, hint: string) => new OpdocsError({ message, hint, cause: err });
  switch (err.code) {
    case 'EADDRINUSE':
      return fail(`port ${port} on ${host} is already in use`, 'stop the other server or pick another port with `--port`');
    case 'EACCES': case 'EPERM':
      return fail(`may not listen on port ${port} of ${host}: ports below 1024 need administrator rights`, 'pick a port from 1024 up with `--port`, e.g. --port 3000');
    case 'ENOTFOUND': case 'EAI_AGAIN': case 'EAI_FAIL': case 'EAI_NONAME':
      return fail(`cannot find the host ${host}`, 'give an address of this machine with `--host`, e.g. --host 127.0.0.1 (or 0.0.0.0 for every network)');
    case 'EADDRNOTAVAIL':
      return fail(`${host} is not an address of this machine`, 'give one of its addresses with `--host`, e.g. --host 127.0.0.1 (or 0.0.0.0 for every network)');
    default:
      return err;
  }
}

/**
 * Fails with listenError's message when `host`:`port` cannot be listened on right now. Watch
 * mode asks before its first build: a port held by another `serve --watch` was reported only
 * after a whole build, which had meanwhile replaced the output folder.
 */
export function checkCanListen(host: string, port: number): Promise<void> {
  // Any free port will do; the server picks it.
  if (port === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (err: NodeJS.ErrnoException) => reject(listenError(err, host, port)));
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}
