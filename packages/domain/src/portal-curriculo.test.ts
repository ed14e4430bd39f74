import { describe, expect, it } from 'vitest';
import {
  type CurriculoAtual,
  campoDoErroPortal,
  conferirCurriculoPortal,
  corpoDoCurriculoPortal,
  remocoesDoCurriculoPortal,
} from './portal-curriculo';

const atual: CurriculoAtual = {
  corpo: {
    cd_pessoa_candidato: 7,
    nm_pessoa: 'Joana',
    nr_documento_cpf: '52998224725',
    ds_email: 'joana@example.com',
    id_turno_noturno: 'S',
    possui_veiculo: 'S',
    ds_hobbies: 'Leitura',
    check_hobbies: 'S',
  } as CurriculoAtual['corpo'],
  empregos: [
    {
      nr_sequencia: 11,
      campos: {
        nm_pessoa_empresa: 'Tupy',
        nm_cargo: 'Auxiliar',
        vl_ultimo_salario: '2500,00',
        dt_inicio: '2019-01-02',
      },
    },
  ],
  cursos: [],
  cargos: [
    { CD_CARGO: 1, NM_CARGO: 'Soldador', NR_EXPERIENCIA: 3 },
    { CD_CARGO: 2, NM_CARGO: 'Auxiliar', NR_EXPERIENCIA: 0 },
  ],
};

describe("the candidate's resume from the portal", () => {
  it('puts the area fields over the stored record; never the CPF, key or password from the form', () => {
    const c = corpoDoCurriculoPortal(atual, {
      nm_pessoa: 'Joana Souza',
      nr_documento_cpf: '11144477735',
      cd_pessoa_candidato: '99',
      nm_senha_web: 'trocada1',
    }) as Record<string, unknown>;
    expect(c.nm_pessoa).toBe('Joana Souza');
    expect(c.nr_documento_cpf).toBe('52998224725');
    expect(c.cd_pessoa_candidato).toBe(7);
    expect(c.nm_senha_web).toBe('');
    // what the area does not show keeps its stored value
    expect(c.ds_hobbies).toBe('Leitura');
  });

  it('reads a box the browser did not send as N', () => {
    const c = corpoDoCurriculoPortal(atual, { id_turno_manha: 'S' }) as Record<string, unknown>;
    expect(c.id_turno_noturno).toBe('N');
    expect(c.possui_veiculo).toBe('N');
  });

  it('edits the stored jobs the form sent by key, keeping their hidden fields, and adds a filled new one', () => {
    const c = corpoDoCurriculoPortal(atual, {
      emprego_11_nm_cargo: 'Operador',
      emprego_11_nm_pessoa_empresa: 'Tupy',
      emprego_99_nm_cargo: 'de outra pessoa',
      emprego_novo_nm_pessoa_empresa: 'Whirlpool',
      curso_novo_nm_curso: '',
    });
    expect(c.editEmprego).toEqual([
      expect.objectContaining({
        nr_sequencia: 11,
        nm_cargo: 'Operador',
        vl_ultimo_salario: '2500,00',
        dt_inicio: '',
      }),
    ]);
    expect(c.addEmprego).toEqual([expect.objectContaining({ nm_pessoa_empresa: 'Whirlpool' })]);
    expect(c.addCurso).toEqual([]);
  });

  it('leaves a job ticked for removal out of the edits and removes only keys of the record', () => {
    const form = { emprego_11_nm_cargo: 'Operador', emprego_11_remover: 'S', emprego_99_remover: 'S' };
    expect(corpoDoCurriculoPortal(atual, form).editEmprego).toEqual([]);
    expect(remocoesDoCurriculoPortal(atual, form)).toEqual({ empregos: [11], cursos: [] });
  });

  it('sends the positions kept plus the one chosen; none ticked and none chosen keeps the stored list', () => {
    const um = corpoDoCurriculoPortal(atual, {
      cargo_manter: '1',
      cargo_novo: '5',
      cargo_novo_experiencia: '2',
    });
    expect(um.cargosSelecionados).toEqual([
      { CD_CARGO: 1, NR_EXPERIENCIA: 3 },
      { CD_CARGO: '5', NR_EXPERIENCIA: '2' },
    ]);
    const dois = corpoDoCurriculoPortal(atual, { cargo_manter: ['1', '2'] });
    expect(dois.cargosSelecionados).toHaveLength(2);
    expect(corpoDoCurriculoPortal(atual, {}).cargosSelecionados).toEqual([]);
  });

  it("checks with the editor's rules and places each message on the area's field", () => {
    const r = conferirCurriculoPortal(
      corpoDoCurriculoPortal(atual, { nm_pessoa: '', ds_email: 'x' }),
      atual.corpo,
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.erros.nm_pessoa).toBeTruthy();
    expect(r.erros.ds_email).toBeTruthy();
    expect(campoDoErroPortal(['editEmprego', 0], { editEmprego: [{ nr_sequencia: 11 }] })).toBe('emprego_11');
    expect(campoDoErroPortal(['addCurso', 0], {})).toBe('curso_novo');
    // a field the area does not show goes to the list of what only the company can fix
    expect(campoDoErroPortal(['nr_documento_pis'], {})).toBeNull();
  });

  it('keeps a record made before the rules editable where the candidate leaves it as it was', () => {
    // the stored record has no birth date, no address and no phone: the candidate changes a hobby,
    // the page sending back every field as it showed it
    const comoMostrado = atual.corpo as Record<string, string>;
    const corpo = corpoDoCurriculoPortal(atual, { ...comoMostrado, ds_hobbies: 'Leitura e corrida' });
    expect(conferirCurriculoPortal(corpo, atual.corpo).ok).toBe(true);
    // the address touched: its rules hold, beside its fields
    const endereco = conferirCurriculoPortal(
      corpoDoCurriculoPortal(atual, { ...comoMostrado, nm_bairro: 'Centro', cd_cep: '123' }),
      atual.corpo,
    );
    expect(endereco.ok).toBe(false);
    if (endereco.ok) return;
    expect(endereco.erros.cd_cep).toBe('CEP inválido.');
    expect(endereco.erros.nr_telefone_cel).toBeUndefined();
    // without the stored record every section is checked
    expect(conferirCurriculoPortal(corpo).ok).toBe(false);
  });
});
