import { describe, expect, it } from 'vitest';
import { msParaDesfazer } from './api-lote';

describe('msParaDesfazer', () => {
  const agora = Date.parse('2030-01-02T10:00:00.000Z');

  it('is what is left until desfazer_ate', () => {
    expect(msParaDesfazer('2030-01-02T10:04:00.000Z', agora)).toBe(240_000);
  });

  it('is 0 when over, absent or unreadable', () => {
    expect(msParaDesfazer('2030-01-02T09:59:00.000Z', agora)).toBe(0);
    expect(msParaDesfazer(null, agora)).toBe(0);
    expect(msParaDesfazer('amanhã', agora)).toBe(0);
  });

  it('never passes the domain window of 10 minutes', () => {
    expect(msParaDesfazer('2030-01-02T12:00:00.000Z', agora)).toBe(600_000);
  });
});
