// Where a running server tells the CLI how to reach it (ARCHITECTURE.md, "The CLI and a running
// server"): its own file, so that the CLI finds it without loading the server.
export const SERVER_FILE = 'server.json';
