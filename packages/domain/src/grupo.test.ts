import { describe, expect, it } from 'vitest';
import {
  candidatosAddBody,
  candidatosNovos,
  erroObservacoesCandidato,
  errosNovoGrupo,
  LIMITES_GRUPO,
  MENSAGENS_GRUPO as M,
  novoGrupoBody,
} from './grupo';

const mensagens = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : (r.error?.issues.map((i) => i.message) ?? []);

describe('candidatos-add', () => {
  const lista = [
    { cd_pessoa: 10, nm_pessoa: 'Ana', ds_observacoes: '  boa comunicação ' },
    { cd_pessoa: '11', ds_observacoes: '' },
  ];

  it('takes the list as JSON text (spec 001) or as a list (spec 002), to the same result', () => {
    const comoTexto = candidatosAddBody.parse({
      cd_tipo_grupo_candidato: '3',
      candidatos: JSON.stringify(lista),
    });
    const comoLista = candidatosAddBody.parse({ cd_tipo_grupo_candidato: 3, candidatos: lista });
    expect(comoTexto).toEqual(comoLista);
    expect(comoLista).toEqual({
      cd_tipo_grupo_candidato: 3,
      candidatos: [
        { cd_pessoa: 10, nm_pessoa: 'Ana', ds_observacoes: 'boa comunicação' },
        { cd_pessoa: 11, ds_observacoes: null },
      ],
    });
  });

  it('accepts a candidate without name or notes (the editor sends code and notes only)', () => {
    const r = candidatosAddBody.parse({ cd_tipo_grupo_candidato: 1, candidatos: [{ cd_pessoa: 5 }] });
    expect(r.candidatos).toEqual([{ cd_pessoa: 5 }]);
  });

  it('refuses text that is not JSON, an empty list, too many and repeated candidates', () => {
    expect(mensagens(candidatosAddBody.safeParse({ cd_tipo_grupo_candidato: 1, candidatos: '[{' }))).toEqual([
      M.candidatosJsonInvalido,
    ]);
    expect(mensagens(candidatosAddBody.safeParse({ cd_tipo_grupo_candidato: 1, candidatos: '[]' }))).toEqual([
      M.candidatosVazio,
    ]);
    expect(mensagens(candidatosAddBody.safeParse({ cd_tipo_grupo_candidato: 1, candidatos: [] }))).toEqual([
      M.candidatosVazio,
    ]);
    const muitos = Array.from({ length: LIMITES_GRUPO.candidatosPorEnvioMax + 1 }, (_, i) => ({
      cd_pessoa: i + 1,
    }));
    expect(
      mensagens(candidatosAddBody.safeParse({ cd_tipo_grupo_candidato: 1, candidatos: muitos })),
    ).toEqual([M.candidatosMax]);
    expect(
      mensagens(
        candidatosAddBody.safeParse({ cd_tipo_grupo_candidato: 1, candidatos: JSON.stringify(muitos) }),
      ),
    ).toEqual([M.candidatosMax]);
    const repetidos = [{ cd_pessoa: 7 }, { cd_pessoa: '7' }];
    expect(
      mensagens(candidatosAddBody.safeParse({ cd_tipo_grupo_candidato: 1, candidatos: repetidos })),
    ).toEqual([M.candidatoRepetido(7)]);
    expect(mensagens(candidatosAddBody.safeParse({ cd_tipo_grupo_candidato: 1, candidatos: 5 }))).toEqual([
      M.candidatosFormato,
    ]);
    expect(
      mensagens(candidatosAddBody.safeParse({ cd_tipo_grupo_candidato: 1, candidatos: '{"a":1}' })),
    ).toHaveLength(1);
  });

  it('refuses a JSON text over its limit and characters no column holds, in either form', () => {
    const enorme = 'x'.repeat(LIMITES_GRUPO.candidatosJsonMax + 1);
    expect(
      mensagens(candidatosAddBody.safeParse({ cd_tipo_grupo_candidato: 1, candidatos: enorme })),
    ).toEqual([M.candidatosJsonMax]);
    const comNul = [{ cd_pessoa: 1, ds_observacoes: 'a\u0000b' }];
    for (const candidatos of [comNul, JSON.stringify(comNul), `[{"cd_pessoa":1}]\u0000`]) {
      expect(mensagens(candidatosAddBody.safeParse({ cd_tipo_grupo_candidato: 1, candidatos }))).toEqual([
        'O texto contém caracteres inválidos.',
      ]);
    }
  });

  it('bounds each candidate’s notes at 1999 characters, after trimming', () => {
    const limite = 'x'.repeat(LIMITES_GRUPO.observacoesMax);
    expect(
      candidatosAddBody.safeParse({
        cd_tipo_grupo_candidato: 1,
        candidatos: [{ cd_pessoa: 1, ds_observacoes: ` ${limite} ` }],
      }).success,
    ).toBe(true);
    for (const candidatos of [
      [{ cd_pessoa: 1, ds_observacoes: `${limite}x` }],
      JSON.stringify([{ cd_pessoa: 1, ds_observacoes: `${limite}x` }]),
    ]) {
      expect(mensagens(candidatosAddBody.safeParse({ cd_tipo_grupo_candidato: 1, candidatos }))).toEqual([
        M.observacoesMax,
      ]);
    }
  });

  it('refuses codes that are not positive integers and a missing group', () => {
    expect(mensagens(candidatosAddBody.safeParse({ candidatos: [{ cd_pessoa: 1 }] }))).toEqual([
      M.grupoObrigatorio,
    ]);
    for (const cd of [0, -1, 1.5, '1e3', 'abc', Number.MAX_SAFE_INTEGER + 2]) {
      expect(
        candidatosAddBody.safeParse({ cd_tipo_grupo_candidato: 1, candidatos: [{ cd_pessoa: cd }] }).success,
      ).toBe(false);
    }
  });
});

describe('novo-grupo', () => {
  const base = {
    cd_pessoa_selecionador_grupo: 100,
    cd_empresa_grupo: 1,
    nm_tipo_grupo_candidato: '  Operadores de empilhadeira ',
    cd_cargo_grupo: 5,
    ds_observacoes_grupo: '  turno da noite  ',
  };

  it('trims the name and the notes; blank notes are none', () => {
    expect(novoGrupoBody.parse(base)).toMatchObject({
      nm_tipo_grupo_candidato: 'Operadores de empilhadeira',
      ds_observacoes_grupo: 'turno da noite',
    });
    expect(novoGrupoBody.parse({ ...base, ds_observacoes_grupo: '   ' }).ds_observacoes_grupo).toBeNull();
    expect(
      novoGrupoBody.parse({ ...base, ds_observacoes_grupo: undefined }).ds_observacoes_grupo,
    ).toBeUndefined();
  });

  it('requires name, unit and position', () => {
    expect(mensagens(novoGrupoBody.safeParse({ ...base, nm_tipo_grupo_candidato: '   ' }))).toEqual([
      M.nomeObrigatorio,
    ]);
    expect(mensagens(novoGrupoBody.safeParse({ ...base, nm_tipo_grupo_candidato: undefined }))).toEqual([
      M.nomeObrigatorio,
    ]);
    expect(mensagens(novoGrupoBody.safeParse({ ...base, cd_empresa_grupo: undefined }))).toEqual([
      M.unidadeObrigatoria,
    ]);
    expect(mensagens(novoGrupoBody.safeParse({ ...base, cd_cargo_grupo: null }))).toEqual([
      M.cargoObrigatorio,
    ]);
  });

  it('bounds the name and the notes', () => {
    expect(
      mensagens(
        novoGrupoBody.safeParse({ ...base, nm_tipo_grupo_candidato: 'a'.repeat(LIMITES_GRUPO.nomeMax + 1) }),
      ),
    ).toEqual([M.nomeMax]);
    expect(
      novoGrupoBody.safeParse({ ...base, ds_observacoes_grupo: 'a'.repeat(LIMITES_GRUPO.observacoesMax) })
        .success,
    ).toBe(true);
    expect(
      mensagens(
        novoGrupoBody.safeParse({
          ...base,
          ds_observacoes_grupo: 'a'.repeat(LIMITES_GRUPO.observacoesMax + 1),
        }),
      ),
    ).toEqual([M.observacoesMax]);
  });
});

describe('the form rules', () => {
  it('asks for name, unit and position with the default required message', () => {
    expect(errosNovoGrupo({ nome: ' ', cdEmpresa: null, cdCargo: null, observacoes: '' })).toEqual({
      nome: 'Este campo é obrigatório',
      cdEmpresa: 'Este campo é obrigatório',
      cdCargo: 'Este campo é obrigatório',
    });
    expect(errosNovoGrupo({ nome: 'Grupo', cdEmpresa: 1, cdCargo: 2, observacoes: 'x' })).toEqual({});
    expect(
      errosNovoGrupo({ nome: 'Grupo', cdEmpresa: 1, cdCargo: 2, observacoes: 'x'.repeat(2000) }).observacoes,
    ).toBe(M.observacoesMax);
  });

  it('checks a candidate’s notes against 1999, or the editor’s 200', () => {
    expect(erroObservacoesCandidato('x'.repeat(1999))).toBeNull();
    expect(erroObservacoesCandidato('x'.repeat(2000))).toBe(M.observacoesMax);
    expect(erroObservacoesCandidato('x'.repeat(201), LIMITES_GRUPO.observacoesEditorMax)).toBe(
      'As observações devem ter no máximo 200 caracteres.',
    );
  });

  it('sends only candidates not in the group yet, each once, in the order picked', () => {
    const escolhidos = [{ cd_pessoa: 3 }, { cd_pessoa: 1 }, { cd_pessoa: 3 }, { cd_pessoa: 2 }];
    expect(candidatosNovos(escolhidos, [2])).toEqual([{ cd_pessoa: 3 }, { cd_pessoa: 1 }]);
  });
});
