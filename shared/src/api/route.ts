import type { z } from 'zod';

/**
 * One API call, named once for the server (registration, OpenAPI), the access table and the UI
 * client: `POST /api/<path>` takes `body` and answers `response` (200).
 */
export interface ApiRoute<Path extends string = string, Body extends z.ZodType = z.ZodType, Response extends z.ZodType = z.ZodType> {
  readonly path: Path;
  readonly body: Body;
  readonly response: Response;
}

export const apiRoute = <const Path extends string, Body extends z.ZodType, Response extends z.ZodType>(
  path: Path,
  body: Body,
  response: Response,
): ApiRoute<Path, Body, Response> => ({ path, body, response });

/** What the caller sends, before the schema's defaults and transforms. */
export type ApiBody<Route extends ApiRoute> = z.input<Route['body']>;
/** What the route answers, as the schema reads it. */
export type ApiResponse<Route extends ApiRoute> = z.output<Route['response']>;
