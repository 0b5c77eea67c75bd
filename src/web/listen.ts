// Starts an HTTP server for the web app. Idle keep-alive connections are kept longer than clients
// and proxies keep theirs (65 s against undici's 4 s and nginx's 60 s), so the client always closes
// first: otherwise a request sent on a connection the server is closing at that moment fails with
// ECONNRESET, which a busy machine makes likely.
import type { Server } from 'node:http';
import type { Application } from 'express';

export async function listen(app: Application, port: number, host: string): Promise<Server> {
  const server = app.listen(port, host);
  await new Promise<void>((resolve, reject) => server.once('listening', resolve).once('error', reject));
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return server;
}
