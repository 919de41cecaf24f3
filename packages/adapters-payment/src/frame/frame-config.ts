/** Where the card frame is served and which page may embed it. */
export interface PaymentFrameConfig {
  /** The frame's own origin as browsers see it (PAYMENT_FRAME_ORIGIN), e.g. http://localhost:8081. */
  readonly frameOrigin: string;
  /** The one origin allowed to embed the frame and talk to it: the main app's (PUBLIC_URL). */
  readonly parentOrigin: string;
  readonly port: number;
  readonly host: string;
}

const originOf = (name: string, text: string): string => {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got "${text}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be http or https`);
  return url.origin;
};

/**
 * Reads PAYMENT_FRAME_ORIGIN (default http://localhost:8081), PUBLIC_URL (default
 * http://localhost:$PORT, PORT 8080), PAYMENT_FRAME_PORT (default: the frame origin's port) and HOST.
 * The two origins must differ: the frame exists so that card numbers stay off the app's origin.
 */
export const readPaymentFrameConfig = (
  env: Readonly<Record<string, string | undefined>>,
): PaymentFrameConfig => {
  const frameOrigin = originOf(
    'PAYMENT_FRAME_ORIGIN',
    env['PAYMENT_FRAME_ORIGIN'] || 'http://localhost:8081',
  );
  const parentOrigin = originOf(
    'PUBLIC_URL',
    env['PUBLIC_URL'] || `http://localhost:${env['PORT'] || '8080'}`,
  );
  if (frameOrigin === parentOrigin)
    throw new Error('PAYMENT_FRAME_ORIGIN must differ from the origin of PUBLIC_URL');
  const frameUrl = new URL(frameOrigin);
  const defaultPort = frameUrl.port || (frameUrl.protocol === 'https:' ? '443' : '80');
  const port = Number(env['PAYMENT_FRAME_PORT'] || defaultPort);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error('PAYMENT_FRAME_PORT must be a port number');
  return { frameOrigin, parentOrigin, port, host: env['HOST'] || '0.0.0.0' };
};
