import { KeepAliveResponse, type SessionService } from '@tripx/application';
import type { HttpClient } from './http-client';

export class HttpSessionService implements SessionService {
  constructor(private readonly http: HttpClient) {}

  start(): Promise<void> {
    return this.http.start();
  }

  keepAlive() {
    return this.http.get(KeepAliveResponse, '/keepalive');
  }
}
