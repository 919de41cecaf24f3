/** Moves through the options of a listbox; disabled options are skipped, the ends do not wrap. */
interface Pickable {
  readonly label: string;
  readonly disabled?: boolean;
}

const PAGE = 10;

const firstEnabled = (options: readonly Pickable[], from: number, step: 1 | -1): number | undefined => {
  for (let i = from; i >= 0 && i < options.length; i += step) {
    if (!options[i]?.disabled) return i;
  }
  return undefined;
};

/**
 * The option browsed after `key` from `current` (-1 when none is browsed yet), or undefined when the key
 * is not a move. The result is always an enabled option, or `current` when there is none in that direction.
 */
export const moveIndex = (current: number, key: string, options: readonly Pickable[]): number | undefined => {
  const last = options.length - 1;
  const stay = (i: number | undefined) => i ?? (current >= 0 && current <= last ? current : -1);
  switch (key) {
    case 'ArrowDown':
      return stay(firstEnabled(options, current < 0 ? 0 : current + 1, 1));
    case 'ArrowUp':
      return stay(current < 0 ? firstEnabled(options, last, -1) : firstEnabled(options, current - 1, -1));
    case 'Home':
      return stay(firstEnabled(options, 0, 1));
    case 'End':
      return stay(firstEnabled(options, last, -1));
    case 'PageDown':
      return stay(firstEnabled(options, Math.min(last, Math.max(0, current) + PAGE), -1));
    case 'PageUp':
      return stay(firstEnabled(options, Math.max(0, current - PAGE), 1));
    default:
      return undefined;
  }
};

/**
 * Type-ahead: the next enabled option after `current` whose label starts with `typed` (case and accents
 * ignored), wrapping round; undefined when none matches.
 */
export const matchIndex = (
  current: number,
  typed: string,
  options: readonly Pickable[],
): number | undefined => {
  const fold = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  const prefix = fold(typed);
  if (prefix === '' || options.length === 0) return undefined;
  for (let step = 1; step <= options.length; step += 1) {
    const i = (Math.max(-1, current) + step) % options.length;
    const o = options[i];
    if (o && !o.disabled && fold(o.label).startsWith(prefix)) return i;
  }
  return undefined;
};
