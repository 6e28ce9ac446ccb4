import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

describe('reportClientError', () => {
  const beacons: Array<{ url: string; body: Blob }> = [];
  beforeEach(() => {
    vi.resetModules();
    beacons.length = 0;
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (url: string, body: Blob) => {
        beacons.push({ url, body });
        return true;
      },
    });
    window.history.replaceState(null, '', '/crs-tool/result?email=an@example.com#top');
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'sendBeacon');
  });

  it('sends what failed and the page path, without its query or fragment', async () => {
    const { reportClientError } = await import('./report-client-error.ts');
    reportClientError('route', new TypeError('x is undefined'));
    await expect.poll(() => beacons.length).toBe(1);
    const [beacon] = beacons as [{ url: string; body: Blob }];
    expect(beacon.url).toBe('/api/client-errors');
    const report = JSON.parse(await beacon.body.text());
    expect(report).toMatchObject({
      kind: 'route',
      message: 'TypeError: x is undefined',
      path: '/crs-tool/result',
    });
    expect(report.stack).toContain('x is undefined');
    expect(JSON.stringify(report)).not.toContain('an@example.com');
  });

  it('sends at most five reports a page load', async () => {
    const { reportClientError } = await import('./report-client-error.ts');
    for (let index = 0; index < 8; index++) reportClientError('error', `failure ${index}`);
    await expect.poll(() => beacons.length).toBe(5);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(beacons).toHaveLength(5);
  });

  it('reports an error nothing caught and a rejection nothing handled', async () => {
    const { reportUncaughtErrors } = await import('./report-client-error.ts');
    reportUncaughtErrors();
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('thrown'), message: 'thrown' }));
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
    rejection.reason = 'rejected';
    window.dispatchEvent(rejection);
    await expect.poll(() => beacons.length).toBe(2);
    const reports = await Promise.all(beacons.map(async (beacon) => JSON.parse(await beacon.body.text())));
    expect(reports.map((report) => [report.kind, report.message])).toEqual([
      ['error', 'Error: thrown'],
      ['unhandledrejection', 'rejected'],
    ]);
  });
});
