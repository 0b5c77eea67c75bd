// Where a running server tells the CLI how to reach it (DESIGN §8): its own file, so that the CLI
// finds it without loading the server.
export const SERVER_FILE = 'server.json';
