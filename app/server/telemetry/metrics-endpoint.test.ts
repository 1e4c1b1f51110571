/**
 * The metrics listener and a cluster's merged exposition (metrics-endpoint.ts; docs/decisions/041).
 */
import { MeterProvider } from '@opentelemetry/sdk-metrics'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createMetricsReader,
  mergeExpositions,
  metricsText,
  startMetricsListener,
} from './metrics-endpoint.ts'

describe('the metrics listener', () => {
  let reader: Awaited<ReturnType<typeof createMetricsReader>>
  let provider: MeterProvider
  beforeAll(async () => {
    reader = await createMetricsReader()
    provider = new MeterProvider({ readers: [reader] })
  })
  afterAll(() => provider.shutdown())

  it('answers GET /metrics with the Prometheus text of the OpenTelemetry metrics, nothing else', async () => {
    const histogram = provider.getMeter('music-site').createHistogram('http.server.request.duration', {
      unit: 's',
      advice: { explicitBucketBoundaries: [0.1, 1] },
    })
    histogram.record(0.12, { 'http.route': '/dj/$product', 'http.response.status_code': 200 })
    const listener = await startMetricsListener({
      port: 0,
      host: '127.0.0.1',
      collect: () => metricsText(reader),
    })
    try {
      const reply = await fetch(`${listener.url}/metrics`)
      expect(reply.status).toBe(200)
      expect(reply.headers.get('content-type')).toContain('text/plain; version=0.0.4')
      const text = await reply.text()
      expect(text).toContain(
        '# UNIT http_server_request_duration s\n# TYPE http_server_request_duration histogram',
      )
      expect(text).toContain(
        'http_server_request_duration_bucket{http_route="/dj/$product",http_response_status_code="200",le="1"} 1',
      )
      expect((await fetch(`${listener.url}/`)).status).toBe(404)
      expect((await fetch(`${listener.url}/metrics`, { method: 'POST' })).status).toBe(405)
    } finally {
      await listener.close()
    }
  })
})

describe('mergeExpositions (a cluster primary serving its workers)', () => {
  it("labels each worker's samples and keeps one HELP and TYPE per family", () => {
    const worker = (count: number) =>
      [
        '# HELP http_server_active_requests HTTP requests being answered now.',
        '# UNIT http_server_active_requests {request}',
        '# TYPE http_server_active_requests gauge',
        `http_server_active_requests{http_request_method="GET"} ${count}`,
        '# HELP process_up Up.',
        '# TYPE process_up gauge',
        'process_up 1',
        '',
      ].join('\n')
    const merged = mergeExpositions([
      { worker: '1', text: worker(2) },
      { worker: '2', text: worker(3) },
    ])
    expect(merged).toBe(
      [
        '# HELP http_server_active_requests HTTP requests being answered now.',
        '# UNIT http_server_active_requests {request}',
        '# TYPE http_server_active_requests gauge',
        'http_server_active_requests{http_request_method="GET",worker="1"} 2',
        'http_server_active_requests{http_request_method="GET",worker="2"} 3',
        '',
        '# HELP process_up Up.',
        '# TYPE process_up gauge',
        'process_up{worker="1"} 1',
        'process_up{worker="2"} 1',
        '',
      ].join('\n'),
    )
  })
})
