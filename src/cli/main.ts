// The `despatch` command: a stable contract others script against (see README, "The CLI").
export async function main(argv: string[]): Promise<number> {
  const [command] = argv;
  process.stderr.write(`despatch: unknown command '${command ?? ''}'\n`);
  return 2;
}
