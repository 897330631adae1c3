import autocannon from 'autocannon';

/**
 * The load generator of `npm run bench load`, forked as a child process so the server process's
 * CPU figures (process.cpuUsage) count the server alone. Jobs arrive over IPC; each answers its
 * figures. Latencies are taken from every 2xx response at sub-millisecond precision (autocannon's
 * own histogram is in whole milliseconds); the fixed-rate p99 is autocannon's, corrected for
 * coordinated omission.
 */

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  /** Session token sent as a bearer token. */
  token?: string;
}

export interface LoadJob {
  id: number;
  url: string;
  connections: number;
  seconds: number;
  overallRate?: number;
  /** One request list per connection (connection i takes lists[i % lists.length]); each list cycles. */
  lists: LoadRequest[][];
  /** Accept-Encoding sent with every request (none by default: identity answers). */
  acceptEncoding?: string;
}

export interface LoadFigures {
  id: number;
  requests: number;
  rps: number;
  p50_ms: number;
  p99_ms: number;
  /** autocannon's p99 in whole ms (corrected for coordinated omission when a rate is set). */
  ac_p99_ms: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  bytes_per_request: number;
  /** One body of a non-2xx answer, to tell what went wrong. */
  sample_error?: string;
}

export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

async function run(job: LoadJob): Promise<LoadFigures> {
  const samples: number[] = [];
  let sampleError: string | undefined;
  let next = 0;
  const toRequest = (r: LoadRequest) => ({
    method: r.method,
    path: r.path,
    headers: {
      ...(job.acceptEncoding ? { 'accept-encoding': job.acceptEncoding } : {}),
      ...(r.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(r.token ? { authorization: `Bearer ${r.token}` } : {}),
    },
    ...(r.body === undefined ? {} : { body: r.body }),
    onResponse: (status: number, body: string) => {
      if ((status < 200 || status > 299) && sampleError === undefined)
        sampleError = `${status} ${r.method} ${r.path.split('?')[0]}: ${String(body).slice(0, 300)}`;
    },
  });
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: job.url,
        connections: job.connections,
        duration: job.seconds,
        ...(job.overallRate ? { overallRate: job.overallRate } : {}),
        requests: job.lists[0]!.map(toRequest),
        setupClient: (client) => {
          const list = job.lists[next++ % job.lists.length]!;
          client.setRequests(list.map(toRequest));
        },
      },
      (error, figures) => (error ? reject(error) : resolve(figures)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode <= 299) samples.push(responseTime);
    });
  });
  samples.sort((x, y) => x - y);
  const total = result.requests.total;
  return {
    id: job.id,
    requests: total,
    rps: round(total / (result.duration || job.seconds), 1),
    p50_ms: round(percentile(samples, 0.5)),
    p99_ms: round(percentile(samples, 0.99)),
    ac_p99_ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    bytes_per_request: total ? Math.round(result.throughput.total / total) : 0,
    ...(sampleError ? { sample_error: sampleError } : {}),
  };
}

process.on('message', (job: LoadJob) => {
  run(job).then(
    (figures) => process.send?.(figures),
    (error: unknown) => process.send?.({ id: job.id, error: String(error) }),
  );
});
