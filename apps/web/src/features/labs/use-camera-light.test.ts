import { describe, expect, it } from 'vitest';
import { cameraFailure } from '@/features/labs/use-camera-light';

describe('cameraFailure', () => {
  it('tells a refusal from a missing camera from anything else', () => {
    expect(cameraFailure(new DOMException('no', 'NotAllowedError'))).toBe('denied');
    expect(cameraFailure(new DOMException('insecure', 'SecurityError'))).toBe('denied');
    expect(cameraFailure(new DOMException('none', 'NotFoundError'))).toBe('unavailable');
    expect(cameraFailure(new DOMException('back', 'OverconstrainedError'))).toBe('unavailable');
    expect(cameraFailure(new DOMException('busy', 'NotReadableError'))).toBe('failed');
    expect(cameraFailure('odd')).toBe('failed');
  });
});
