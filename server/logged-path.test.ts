import { describe, expect, it } from 'vitest';
import { loggedPath } from './logged-path.ts';

describe('loggedPath', () => {
  it('hides the token of every link that works as a key', () => {
    expect(loggedPath('/gift/AbC123_-x')).toBe('/gift/[redacted]');
    expect(loggedPath('/downloads/eyJ.sig')).toBe('/downloads/[redacted]');
    expect(loggedPath('/c/AAAA')).toBe('/c/[redacted]');
    expect(loggedPath('/newsletter/confirm/tok')).toBe('/newsletter/confirm/[redacted]');
    expect(loggedPath('/pay/sandbox/cs_sbx_1')).toBe('/pay/sandbox/[redacted]');
  });

  it('keeps every other path as it is', () => {
    expect(loggedPath('/market')).toBe('/market');
    expect(loggedPath('/product/agent-sdr')).toBe('/product/agent-sdr');
    expect(loggedPath('/collections/123')).toBe('/collections/123');
  });
});
