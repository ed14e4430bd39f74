import { describe, expect, it } from 'vitest';
import { decidirLeitura } from '../platform/leitura';
import {
  atrasoEstimado,
  escolherReplica,
  estadoPeloAtraso,
  falhaDaReplica,
  lerLsn,
  lsnTexto,
  nomeDaReplica,
  type SituacaoReplica,
} from './replicas';

describe('WAL positions', () => {
  it('reads and prints PostgreSQL LSNs, and refuses anything else', () => {
    expect(lerLsn('0/0')).toBe(0n);
    expect(lerLsn('16/B374D848')).toBe((0x16n << 32n) + 0xb374d848n);
    expect(lsnTexto(lerLsn('16/B374D848') as bigint)).toBe('16/B374D848');
    expect(lerLsn('1/FFFFFFFF')! < lerLsn('2/0')!).toBe(true);
    for (const ruim of [undefined, null, '', '16', '16/', 'G/1', '1/2/3', '123456789/0', ' 0/1'])
      expect(lerLsn(ruim)).toBeUndefined();
  });
});

describe('atrasoEstimado', () => {
  const amostras = [
    { em: 1_000, lsn: 100n },
    { em: 2_000, lsn: 200n },
    { em: 3_000, lsn: 300n },
  ];

  it('is zero for a replica that replayed the newest sample, or past it', () => {
    expect(atrasoEstimado(amostras, 300n, 10_000)).toBe(0);
    expect(atrasoEstimado(amostras, 350n, 10_000)).toBe(0);
  });

  it('is the age of the oldest sample not replayed yet', () => {
    expect(atrasoEstimado(amostras, 250n, 4_000)).toBe(1);
    expect(atrasoEstimado(amostras, 150n, 4_000)).toBe(2);
    expect(atrasoEstimado(amostras, 50n, 4_000)).toBe(3);
  });

  it('does not grow on an idle primary whose replica is caught up (the position stands still)', () => {
    const parado = [
      { em: 1_000, lsn: 500n },
      { em: 60_000, lsn: 500n },
    ];
    expect(atrasoEstimado(parado, 500n, 600_000)).toBe(0);
  });

  it('turns into the state by the bound', () => {
    expect(estadoPeloAtraso(undefined, 5)).toBe('desconhecida');
    expect(estadoPeloAtraso(0, 5)).toBe('disponivel');
    expect(estadoPeloAtraso(5, 5)).toBe('disponivel');
    expect(estadoPeloAtraso(5.5, 5)).toBe('atrasada');
  });
});

describe('escolherReplica', () => {
  const ok = (lsn: bigint): SituacaoReplica => ({
    nome: 'r',
    estado: 'disponivel',
    atrasoSegundos: 0,
    lsnReplay: lsn,
  });

  it('turns among the healthy replicas', () => {
    const s = [ok(10n), ok(10n)];
    expect([0, 1, 2, 3].map((vez) => escolherReplica(s, undefined, vez))).toEqual([0, 1, 0, 1]);
  });

  it('skips a replica that is down, lagging or not measured yet; none left means the primary', () => {
    const s: SituacaoReplica[] = [
      { nome: 'a', estado: 'fora' },
      { nome: 'b', estado: 'atrasada', atrasoSegundos: 30, lsnReplay: 5n },
      { nome: 'c', estado: 'desconhecida' },
      ok(10n),
    ];
    expect([0, 1, 2].map((vez) => escolherReplica(s, undefined, vez))).toEqual([3, 3, 3]);
    expect(escolherReplica(s.slice(0, 3), undefined, 0)).toBeUndefined();
    expect(escolherReplica([], undefined, 0)).toBeUndefined();
  });

  it('after a write, only a replica that replayed its position; otherwise the primary', () => {
    const s = [ok(90n), ok(120n)];
    expect(escolherReplica(s, 100n, 0)).toBe(1);
    expect(escolherReplica(s, 100n, 1)).toBe(1);
    expect(escolherReplica(s, 120n, 0)).toBe(1);
    expect(escolherReplica(s, 121n, 0)).toBeUndefined();
  });
});

describe('decidirLeitura', () => {
  it('a GET reads from a replica, past the position of the cookie when there is one', () => {
    expect(decidirLeitura('GET', false, undefined)).toEqual({ primario: false, lsnMinimo: undefined });
    expect(decidirLeitura('GET', false, '0/64')).toEqual({ primario: false, lsnMinimo: 100n });
    // a forged or broken cookie only loses the guarantee of its own writes
    expect(decidirLeitura('HEAD', false, 'lixo')).toEqual({ primario: false, lsnMinimo: undefined });
  });

  it('a request that writes reads from the primary, unless its route is a search marked for replicas', () => {
    for (const m of ['POST', 'PUT', 'PATCH', 'DELETE'])
      expect(decidirLeitura(m, false, '0/64')).toEqual({ primario: true });
    expect(decidirLeitura('POST', true, '0/64')).toEqual({ primario: false, lsnMinimo: 100n });
  });
});

describe('replica failures', () => {
  it('connection errors, shutdown and recovery conflicts send the read to the primary; a bad statement does not', () => {
    for (const code of [
      'ECONNREFUSED',
      'ECONNRESET',
      'ETIMEDOUT',
      'ENOTFOUND',
      '08006',
      '57P01',
      '57P03',
      '40001',
      '25006',
    ])
      expect(falhaDaReplica({ code })).toBe(true);
    expect(falhaDaReplica(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(falhaDaReplica(new Error('timeout exceeded when trying to connect'))).toBe(true);
    for (const code of ['42P01', '22P02', '23505', '42703']) expect(falhaDaReplica({ code })).toBe(false);
    expect(falhaDaReplica(undefined)).toBe(false);
  });

  it('names a replica without its credentials', () => {
    expect(nomeDaReplica('postgres://app:segredo@replica-1.interno:6432/backoffice')).toBe(
      'replica-1.interno:6432/backoffice',
    );
    expect(nomeDaReplica('postgresql://app@db/rh')).toBe('db:5432/rh');
  });
});
