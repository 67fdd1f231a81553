/**
 * The part of autocannon 8 the benchmark uses: the package ships no types of its own.
 * https://github.com/mcollina/autocannon#api
 */
declare module 'autocannon' {
  namespace autocannon {
    /** Per-connection state a request's setupRequest may write to; starts empty. */
    type RequestContext = Record<string, unknown>;

    interface Request {
      method?: string;
      path?: string;
      /** The request's headers, the options' own merged in. */
      headers?: Record<string, string>;
      body?: string;
      /** Rewrites the request before it is sent; `context` belongs to the connection. */
      setupRequest?: (request: Request, context: RequestContext) => Request;
    }

    interface Options {
      url: string;
      connections?: number;
      /** Sent with every request. */
      headers?: Record<string, string>;
      /** Seconds. */
      duration?: number;
      /** Sent in turn, over and over, on each connection. */
      requests?: Request[];
    }

    interface Result {
      start: Date;
      finish: Date;
      /** Requests per second, sampled each second; `total` counts every completed request. */
      requests: { total: number };
      errors: number;
      timeouts: number;
      non2xx: number;
    }

    /** One connection. */
    interface Client {
      requestIterator: { context: RequestContext };
    }

    interface Instance {
      /** Every answer: its connection, status, bytes and response time in ms. */
      on(
        event: 'response',
        listener: (client: Client, statusCode: number, resBytes: number, responseTime: number) => void,
      ): this;
    }
  }

  function autocannon(
    options: autocannon.Options,
    callback: (error: Error | null, result: autocannon.Result) => void,
  ): autocannon.Instance;

  export = autocannon;
}
