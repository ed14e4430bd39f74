import { describe, expect, it } from 'vitest';
import { corpoDosFiltrosGerencial, vagasSelecaoGerencialBody } from './gerencial';
import { filtrosPadrao } from './minhas-vagas';

describe('Seleção - Gerencial filters (spec 002 §3.8, §7)', () => {
  it('reads flags as booleans or S/N, and defaults to everybody’s vacancies', () => {
    const f = vagasSelecaoGerencialBody.parse({ congelada: true, aberta: 'S', fechada: false, norte: 'N' });
    expect(f).toMatchObject({ tipo_vagas: 'A', congelada: true, aberta: true, fechada: false, norte: false });
    expect(vagasSelecaoGerencialBody.safeParse({ aberta: 'sim' }).success).toBe(false);
  });

  it('the screen sends its defaults: both sectors, open and at the client, ending today, the unit', () => {
    expect(corpoDosFiltrosGerencial(filtrosPadrao('gerencial', { cd_unid: 1 }, '2026-11-24'))).toEqual({
      tipo_vagas: 'A',
      setor: 'T',
      aberta: 'S',
      cliente: 'S',
      cd_unidade: 1,
      termino: '2026-11-24',
    });
  });
});
