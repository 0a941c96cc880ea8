/** Per-test fetch doubles: no global mocks. */
export interface RecordingFetch {
  fetch: (request: Request) => Promise<Response>;
  /** Clones of every request the client sent, in order. */
  requests: Request[];
}

export function recordingFetch(
  respond: (request: Request) => Response | Promise<Response> = () => envelope(null),
): RecordingFetch {
  const requests: Request[] = [];
  return {
    requests,
    fetch: async (request) => {
      requests.push(request.clone());
      return respond(request);
    },
  };
}

export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('Content-Type', 'application/json');
  return new Response(JSON.stringify(body), { status: 200, ...init, headers });
}

/** A success envelope around `data`. */
export function envelope(data: unknown, init: ResponseInit = {}): Response {
  return json({ code: 0, msg: 'success', data }, init);
}

/** An error envelope. */
export function failure(code: number, msg: string, init: ResponseInit = {}): Response {
  return json({ code, msg, data: null }, init);
}

export const ORIGIN = 'http://backend.test';
