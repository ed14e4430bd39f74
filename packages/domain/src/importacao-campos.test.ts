import { describe, expect, it } from 'vitest';
import { TIPOS_IMPORTACAO } from './importacao';
import { ctx } from './importacao.fixtures';
import {
  CAMPOS_IMPORTACAO,
  chaveCabecalho,
  errosMapeamento,
  exemploCsv,
  sugerirMapeamento,
  validarLinha,
} from './importacao-campos';

const k = chaveCabecalho;

describe('fields', () => {
  it('no two fields of a kind answer to the same header', () => {
    for (const tipo of TIPOS_IMPORTACAO) {
      const dono = new Map<string, string>();
      for (const c of CAMPOS_IMPORTACAO[tipo])
        for (const t of [c.campo, c.rotulo, ...c.apelidos]) {
          const outro = dono.get(k(t));
          if (outro && outro !== c.campo) expect.fail(`${tipo}: "${t}" is ${outro} and ${c.campo}`);
          dono.set(k(t), c.campo);
        }
    }
  });

  it('each example has three rows and every rótulo', () => {
    for (const tipo of TIPOS_IMPORTACAO)
      for (const c of CAMPOS_IMPORTACAO[tipo]) expect(c.exemplos?.length ?? 2, `${tipo}.${c.campo}`).toBe(2);
  });
});

describe('sugerirMapeamento', () => {
  it('matches the spec names, labels and plain Portuguese headers', () => {
    expect(
      sugerirMapeamento('candidatos', [
        'NM_PESSOA',
        'CPF',
        'Dt. Nasc.',
        'E-mail',
        'Celular',
        'UF',
        'Cidade',
        'Observação',
      ]),
    ).toEqual({
      NM_PESSOA: 'nm_pessoa',
      CPF: 'nr_documento_cpf',
      'Dt. Nasc.': 'dt_nascimento',
      'E-mail': 'ds_email',
      Celular: 'nr_telefone_cel',
      UF: 'cd_uf',
      Cidade: 'nm_cidade',
      Observação: null,
    });
    expect(sugerirMapeamento('candidatos', ['nm_pessoa', 'Nome completo', 'Data de nascimento'])).toEqual({
      nm_pessoa: 'nm_pessoa',
      'Nome completo': null,
      'Data de nascimento': 'dt_nascimento',
    });
  });

  it('ignores case, accents, spaces and punctuation', () => {
    expect(
      sugerirMapeamento('candidatos', [
        'NOME',
        'DATA DE NASCIMENTO',
        'MUNICIPIO',
        'e_mail',
        'Escolaridade ',
        'Nº',
      ]),
    ).toEqual({
      NOME: 'nm_pessoa',
      'DATA DE NASCIMENTO': 'dt_nascimento',
      MUNICIPIO: 'nm_cidade',
      e_mail: 'ds_email',
      'Escolaridade ': 'cd_escolaridade',
      Nº: 'nr_endereco',
    });
    expect(sugerirMapeamento('clientes', ['CNPJ', 'Razão Social', 'Nome do contato', 'Cargo'])).toEqual({
      CNPJ: 'nr_documento',
      'Razão Social': 'nm_pessoa',
      'Nome do contato': 'contato_nm_pessoa',
      Cargo: 'contato_nm_cargo',
    });
    expect(sugerirMapeamento('usuarios', ['Usuário', 'Perfil'])).toEqual({
      Usuário: 'nm_login',
      Perfil: 'perfis',
    });
    expect(sugerirMapeamento('vagas', ['Vaga', 'CNPJ', 'Função', 'Abertura'])).toEqual({
      Vaga: 'nr_vaga_origem',
      CNPJ: 'cd_pessoa_cliente',
      Função: 'cd_cargo',
      Abertura: 'dt_abertura',
    });
  });

  it('uses each field once and each column once; a header like __proto__ is a plain key', () => {
    const m = sugerirMapeamento('candidatos', ['Telefone', 'Fone', 'Telefone', '__proto__']);
    expect(Object.entries(m)).toEqual([
      ['Telefone', 'nr_telefone_res'],
      ['Fone', null],
      ['__proto__', null],
    ]);
  });

  it('maps the example file of each kind entirely', () => {
    for (const tipo of TIPOS_IMPORTACAO) {
      const rotulos = CAMPOS_IMPORTACAO[tipo].map((c) => c.rotulo);
      expect(Object.values(sugerirMapeamento(tipo, rotulos))).toEqual(
        CAMPOS_IMPORTACAO[tipo].map((c) => c.campo),
      );
    }
  });
});

describe('errosMapeamento', () => {
  const cabecalho = ['Nome', 'CPF', 'Fone', 'Tel'];

  it('accepts a mapping with the required fields', () => {
    expect(
      errosMapeamento('candidatos', cabecalho, { Nome: 'nm_pessoa', CPF: 'nr_documento_cpf', Fone: null }),
    ).toEqual([]);
  });

  it('names an unknown field, a missing column, a repeated field and a required field without column', () => {
    expect(
      errosMapeamento('candidatos', cabecalho, {
        Nome: 'nm_pessoa',
        Idade: 'nr_idade',
        Fone: 'nr_telefone_res',
        Tel: 'nr_telefone_res',
        Sumida: 'ds_email',
      }),
    ).toEqual([
      'A coluna "Idade" não está no arquivo.',
      'O campo "nr_idade" não existe neste tipo de importação.',
      'A coluna "Sumida" não está no arquivo.',
      'Ligue uma coluna ao campo obrigatório CPF.',
      'O campo Telefone residencial está ligado a mais de uma coluna.',
    ]);
    expect(errosMapeamento('vagas', [], {})).toEqual([
      'Ligue uma coluna ao campo obrigatório Nº da vaga.',
      'Ligue uma coluna ao campo obrigatório CNPJ/CPF do cliente.',
      'Ligue uma coluna ao campo obrigatório Cargo.',
      'Ligue uma coluna ao campo obrigatório Tipo de contratação.',
      'Ligue uma coluna ao campo obrigatório Data de abertura.',
    ]);
  });
});

/** Splits a CSV of ';' with quoted cells. */
function lerCsv(texto: string): string[][] {
  const linhas: string[][] = [];
  let linha: string[] = [];
  let celula = '';
  let aspas = false;
  for (let i = 0; i < texto.length; i++) {
    const ch = texto[i];
    if (aspas && ch === '"' && texto[i + 1] === '"') {
      celula += '"';
      i++;
    } else if (ch === '"') aspas = !aspas;
    else if (aspas || (ch !== ';' && ch !== '\n')) celula += ch;
    else {
      linha.push(celula);
      celula = '';
      if (ch === '\n') {
        linhas.push(linha);
        linha = [];
      }
    }
  }
  return linhas;
}

describe('exemploCsv', () => {
  it('has the labels as header and three rows, quoting cells that hold ;', () => {
    const csv = exemploCsv('candidatos');
    expect(csv.split('\n')[0]).toBe(CAMPOS_IMPORTACAO.candidatos.map((c) => c.rotulo).join(';'));
    expect(csv).toContain('"Auxiliar administrativo; Recepcionista"');
    expect(lerCsv(csv)).toHaveLength(4);
  });

  it('every row of every kind is imported, each kind by its own key', () => {
    for (const tipo of TIPOS_IMPORTACAO) {
      const [cabecalho, ...linhas] = lerCsv(exemploCsv(tipo));
      const mapeamento = sugerirMapeamento(tipo, cabecalho!);
      expect(errosMapeamento(tipo, cabecalho!, mapeamento)).toEqual([]);
      const chaves = linhas.map((celulas) => {
        const valores = Object.fromEntries(cabecalho!.map((h, i) => [mapeamento[h]!, celulas[i]!]));
        const r = validarLinha(tipo, valores, ctx);
        expect(r.mensagens, `${tipo} ${r.chave}`).toEqual([]);
        expect(r.status).toBe('V');
        return r.chave;
      });
      expect(chaves).toEqual(
        {
          candidatos: ['52998224725', '11144477735', '04732611036'],
          clientes: ['11222333000181', '11222333000181', '39053344705'],
          usuarios: ['maria.souza', 'joao.lima', 'carlos_rh'],
          vagas: ['1001', '1002', '1003'],
        }[tipo],
      );
    }
  });
});
