import { describe, expect, it } from 'vitest';
import {
  type CandidaturaForm,
  candidaturaForm,
  destinoSeguro,
  errosCandidatura,
  etapaParaCandidato,
  filtrosPortal,
  nrVagaDoSlug,
  slugVaga,
} from './portal';

const valido: CandidaturaForm = candidaturaForm.parse({
  nr_documento_cpf: '529.982.247-25',
  nm_pessoa: 'Joana',
  ds_email: 'joana@example.com',
  dt_nascimento: '2000-01-31',
  nr_telefone_cel: '(47) 99999-0000',
  nr_telefone_rec: '4733330000',
  nm_cidade: 'Joinville',
  cd_uf: 'sc',
  aceite_privacidade: 'S',
});

describe('portal rules', () => {
  it('makes and reads the address of a vacancy', () => {
    expect(slugVaga(123, 'Auxiliar de Produção – 1º turno!')).toBe('123-auxiliar-de-producao-1-turno');
    expect(slugVaga(7, '***')).toBe('7');
    expect(nrVagaDoSlug('123-auxiliar-de-producao')).toBe(123);
    expect(nrVagaDoSlug('123')).toBe(123);
    for (const ruim of ['abc', '0-x', '-1', '12-<script>', '9999999999999999999'])
      expect(nrVagaDoSlug(ruim)).toBeNull();
  });

  it('never takes a password with an application (the first one comes from the e-mailed link)', () => {
    const f = candidaturaForm.parse({ nr_documento_cpf: '1', nm_senha_web: 'invasor1', quero_acesso: 'S' });
    expect(f).not.toHaveProperty('nm_senha_web');
    expect(f.quero_acesso).toBe('S');
  });

  it("checks the essentials by the editor's rules", () => {
    expect(errosCandidatura(valido, '2026-11-24')).toEqual({});
    const e = errosCandidatura(
      {
        ...valido,
        nr_documento_cpf: '111.111.111-11',
        dt_nascimento: '2015-01-01',
        nr_telefone_rec: '',
        cd_uf: 'S',
        aceite_privacidade: '',
      },
      '2026-11-24',
    );
    expect(Object.keys(e).sort()).toEqual(
      ['aceite_privacidade', 'cd_uf', 'dt_nascimento', 'nr_documento_cpf', 'nr_telefone_cel'].sort(),
    );
    expect(e.dt_nascimento).toBe('A idade mínima para cadastrar-se é de 14 anos!');
    expect(errosCandidatura({ ...valido, nr_telefone_rec: '123' }, '2026-11-24').nr_telefone_rec).toBe(
      'Número de telefone incompleto!',
    );
  });

  it('tells the stage in words a candidate understands', () => {
    const base = { descartado: false, cd_estagio_vaga: null, id_situacao: null, vaga_fechada: false };
    expect(etapaParaCandidato(base)).toBe('Recebemos sua candidatura');
    expect(etapaParaCandidato({ ...base, cd_estagio_vaga: 3 })).toBe('Em análise');
    expect(etapaParaCandidato({ ...base, cd_estagio_vaga: 4 })).toBe('Currículo enviado à empresa');
    expect(etapaParaCandidato({ ...base, cd_estagio_vaga: 5 })).toBe(
      'Encaminhado para entrevista na empresa',
    );
    expect(etapaParaCandidato({ ...base, cd_estagio_vaga: 4, id_situacao: 'A' })).toBe('Aprovado');
    expect(etapaParaCandidato({ ...base, cd_estagio_vaga: 7 })).toBe('Aprovado');
    expect(etapaParaCandidato({ ...base, cd_estagio_vaga: 4, id_situacao: 'R' })).toBe(
      'Não selecionado desta vez',
    );
    expect(etapaParaCandidato({ ...base, descartado: true })).toBe('Não selecionado desta vez');
    expect(etapaParaCandidato({ ...base, vaga_fechada: true })).toBe('Vaga encerrada');
    expect(etapaParaCandidato({ ...base, cd_estagio_vaga: 5, vaga_fechada: true })).toBe('Vaga encerrada');
    expect(etapaParaCandidato({ ...base, id_situacao: 'R', vaga_fechada: true })).toBe(
      'Não selecionado desta vez',
    );
  });

  it('reads the filters and keeps redirects inside the portal', () => {
    expect(filtrosPortal.parse({})).toEqual({ q: '', cidade: '', cargo: null, pagina: 1 });
    expect(filtrosPortal.parse({ pagina: '9999', cargo: '12' })).toMatchObject({ pagina: 500, cargo: 12 });
    expect(filtrosPortal.safeParse({ cargo: 'x' }).success).toBe(false);
    expect(destinoSeguro('/vagas/12-x/candidatar')).toBe('/vagas/12-x/candidatar');
    for (const fora of ['https://mal.example', '//mal.example', '/api/session', '/vagas/../api'])
      expect(destinoSeguro(fora)).toBe('/vagas/minha-area');
  });
});
