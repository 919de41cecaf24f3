import type { ServerConfig } from './config';

export interface DemoAccount {
  readonly code: string;
  readonly role: string;
  readonly userType: string;
}

/**
 * The lines the server prints once listening: where the purchase app, the staff app, the API docs and
 * the card frame are; in development also the demo accounts and their shared password, never with
 * NODE_ENV=production (even with DEMO_SIGN_IN=on, whose warning is logged apart).
 */
export const startBanner = (
  config: ServerConfig,
  listening: { readonly origin: string; readonly frameOrigin: string | undefined },
  demoAccounts: readonly DemoAccount[],
): string => {
  const origin = config.publicUrl === `http://localhost:${config.port}` ? listening.origin : config.publicUrl;
  const lines = [
    `tripx is listening (${config.production ? 'production' : 'development'})`,
    `  Purchase app  ${origin}/`,
    `  Staff app     ${origin}/admin/`,
    `  API docs      ${origin}/api/docs`,
    `  Card frame    ${listening.frameOrigin ?? '(not configured)'}`,
  ];
  if (!config.production && demoAccounts.length > 0) {
    const password = config.oidc.demoPassword === 'demo' ? '"demo"' : 'DEMO_PASSWORD';
    lines.push(`  Demo accounts (development only; password ${password}):`);
    const width = Math.max(...demoAccounts.map((a) => a.code.length));
    for (const a of demoAccounts) lines.push(`    ${a.code.padEnd(width)}  ${a.role} (${a.userType})`);
  }
  return `${lines.join('\n')}\n`;
};
