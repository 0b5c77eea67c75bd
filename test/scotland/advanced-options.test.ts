// STB-14.0: the five advanced rules are game options, each chosen at creation and kept in the state.
import { SeededDice } from '../../src/games/core/dice';
import { scotland } from '../../src/games/scotland';

const ADVANCED = ['northLevies', 'wallaceReturns', 'englishNavy', 'extraEnglishLevy', 'cityGarrisons'];

test('STB-14.0: each advanced rule is a boolean option, off by default, that setup puts in state.options only when chosen', () => {
  for (const id of ADVANCED) {
    const option = scotland.options.find((o) => o.id === id);
    expect(option).toMatchObject({ type: 'boolean', default: false });
    expect(option!.title).toMatch(/STB-14\./);
    const dice = () => new SeededDice('14', `options-${id}`, 0);
    expect(scotland.setup({ options: { [id]: true } }, dice()).options[id]).toBe(true);
    expect(scotland.setup({}, dice()).options[id]).toBeUndefined();
    expect(scotland.setup({ options: { [id]: false } }, dice()).options[id]).toBeUndefined();
  }
  const all = scotland.setup(
    { options: Object.fromEntries(ADVANCED.map((id) => [id, true])) },
    new SeededDice('14', 'options-all', 0),
  );
  for (const id of ADVANCED) expect(all.options[id]).toBe(true);
  expect(scotland.help(all, 'scots')).toMatch(
    /Advanced rules: levies from the north, Wallace returns, the English navy .*, one more English levy, city garrisons/,
  );
});
