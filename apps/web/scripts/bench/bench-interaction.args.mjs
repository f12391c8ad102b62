// The command line of bench-interaction.mjs: --visits N, --only name,name, --gate, --record.
import { actions } from './bench-interaction.actions.mjs';

export function parseArgs(argv) {
  const valueOf = (flag) => {
    const at = argv.indexOf(flag);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  const visits = Number(valueOf('--visits') ?? 20);
  if (!Number.isInteger(visits) || visits < 1) throw new Error('--visits takes a whole number ≥ 1');
  const only = valueOf('--only')
    ?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = only?.filter((name) => !actions.some((action) => action.name === name)) ?? [];
  if (unknown.length > 0) {
    throw new Error(
      `Unknown action(s): ${unknown.join(', ')}. Known: ${actions.map((a) => a.name).join(', ')}`,
    );
  }
  return { visits, only, gate: argv.includes('--gate'), record: argv.includes('--record') };
}
