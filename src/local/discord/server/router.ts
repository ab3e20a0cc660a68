import type { IncomingHttpHeaders } from 'node:http';
import type { UploadedFile } from '../messages/message-store.ts';

/** A parsed REST request as route handlers see it. */
export interface RestRequest {
  method: string;
  /** The path below `/api/v10`, as sent (still URL-encoded). */
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  json: unknown;
  files: UploadedFile[];
}

/** What a route answers: JSON (or nothing, for 204). */
export interface RestResult {
  status: number;
  json?: unknown;
}

export type RouteHandler = (request: RestRequest) => RestResult | Promise<RestResult>;

/** A route and how it is guarded. */
export interface Route {
  method: string;
  segments: string[];
  /** Requires `Authorization: Bot <token>` (interaction callbacks and webhooks do not). */
  auth: boolean;
  handler: RouteHandler;
  /** The interaction a request is about, so errors show up on its handle. */
  interactionOf?: (params: Record<string, string>) => string | undefined;
}

export const ok = (json: unknown, status = 200): RestResult => ({ status, json });
export const noContent = (): RestResult => ({ status: 204 });

/**
 * Matches `/channels/:channelId/messages/:messageId`-style patterns against decoded path segments,
 * first match wins (so `/users/@me` is added before `/users/:userId`).
 */
export class Router {
  private readonly routes: Route[] = [];

  add(
    method: string,
    pattern: string,
    handler: RouteHandler,
    options: { auth?: boolean; interactionOf?: Route['interactionOf'] } = {},
  ): void {
    const route: Route = { method, segments: split(pattern), auth: options.auth ?? true, handler };
    if (options.interactionOf) route.interactionOf = options.interactionOf;
    this.routes.push(route);
  }

  match(method: string, path: string): { route: Route; params: Record<string, string> } | undefined {
    let segments: string[];
    try {
      segments = split(path).map((s) => decodeURIComponent(s));
    } catch {
      return undefined;
    }
    for (const route of this.routes) {
      if (route.method !== method || route.segments.length !== segments.length) continue;
      const params: Record<string, string> = {};
      const matches = route.segments.every((pattern, i) => {
        const actual = segments[i]!;
        if (pattern.startsWith(':')) {
          params[pattern.slice(1)] = actual;
          return true;
        }
        return pattern === actual;
      });
      if (matches) return { route, params };
    }
    return undefined;
  }
}

function split(path: string): string[] {
  return path.split('/').filter((s) => s.length > 0);
}
