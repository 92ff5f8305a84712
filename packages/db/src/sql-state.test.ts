import { describe, expect, it } from 'vitest';
import { sqlState, UNIQUE_VIOLATION } from './sql-state.ts';

const pgError = (code: string) => Object.assign(new Error('duplicate key'), { code });

describe('sqlState', () => {
  it('finds the code on the error or on a wrapped cause', () => {
    expect(sqlState(pgError(UNIQUE_VIOLATION))).toBe('23505');
    expect(sqlState(new Error('Failed query', { cause: pgError('23503') }))).toBe('23503');
  });

  it('is undefined for what is not a database error', () => {
    expect(sqlState(new Error('boom'))).toBeUndefined();
    expect(sqlState(Object.assign(new Error('fs'), { code: 'ENOENT' }))).toBeUndefined();
    expect(sqlState('23505')).toBeUndefined();
  });
});
