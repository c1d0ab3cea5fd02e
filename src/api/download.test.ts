import { describe, expect, it } from 'vitest';
import { filenameFrom } from './download';

describe('the file name of a download', () => {
  it('is read from a quoted or bare filename parameter', () => {
    expect(filenameFrom('attachment; filename="trades-1001.csv"')).toBe('trades-1001.csv');
    expect(filenameFrom('attachment; filename=trades.csv')).toBe('trades.csv');
  });

  it('prefers the encoded filename* parameter', () => {
    expect(filenameFrom(`attachment; filename="a.csv"; filename*=UTF-8''tr%C3%A4des.csv`)).toBe('trädes.csv');
  });

  it('is missing when the header is absent or names no file', () => {
    expect(filenameFrom(null)).toBeNull();
    expect(filenameFrom('attachment')).toBeNull();
  });
});
