import { describe, expect, it } from 'vitest';
import { cli } from './test-support/cli-in-process';

const COMMANDS = [
  ['quote'],
  ['validate'],
  ['eligibility'],
  ['recommend'],
  ['mq', 'score'],
  ['refund'],
  ['plans'],
  ['rates', 'check'],
  ['partner', 'quote'],
];

describe('tripx <command> --help, in English and French', () => {
  it.each(COMMANDS)(
    '%s: its usage line, exit codes and an example, in both languages',
    async (...command) => {
      const en = await cli([...command, '--help']);
      expect(en.code).toBe(0);
      expect(en.out.startsWith(`tripx ${command.join(' ')}`)).toBe(true);
      expect(en.out).toContain('Exit codes: 0');
      expect(en.out).toContain(`Example: pnpm tripx ${command.join(' ')}`);
      const fr = await cli(['help', command[0] as string, '--lang', 'fr']);
      expect(fr.code).toBe(0);
      expect(fr.out).toContain('Codes de sortie\u00a0: 0');
      expect(fr.out).toContain(`Exemple\u00a0: pnpm tripx ${command.join(' ')}`);
    },
  );

  it('French typography: a no-break space before : ; ! ? and inside « », the typographic apostrophe', async () => {
    const texts = await Promise.all(
      [['help'], ...COMMANDS.map((c) => [c[0] as string, '--help'])].map((argv) =>
        cli([...argv, '--lang', 'fr']),
      ),
    );
    for (const { out } of texts) {
      // Outside JSON samples and option syntax ("{ planClass, … }", "cancellationDate?"), prose only.
      const prose = out.replace(/\{[^}]*\}/g, '').replace(/\w\?/g, '');
      expect(prose).not.toMatch(/[^\u00a0\u202f][:;!?](\s|$)/);
      expect(prose).not.toMatch(/«[^\u00a0\u202f]|[^\u00a0\u202f]»/);
      expect(prose).not.toContain("'");
    }
  });

  it('tripx help lists every command', async () => {
    const { code, out } = await cli(['help']);
    expect(code).toBe(0);
    for (const command of COMMANDS) expect(out).toContain(command.join(' '));
  });
});
