import { CAMPOS_IMPORTACAO } from '@backoffice/domain/importacao-campos';
import { describe, expect, it } from 'vitest';
import { nomeDeEnvio, nomeRelatorio, recusaDoArquivo } from './api-importacao';
import {
  aplicarMapeamentoSalvo,
  colunasLigadas,
  exemplosDaColuna,
  ligarColuna,
  NAO_IMPORTAR,
  obrigatoriosSemColuna,
  opcoesDaColuna,
} from './mapeamento';
import { chaveLegivel } from './relatorio-linhas';

const campos = CAMPOS_IMPORTACAO.candidatos;

describe('mapping of the columns', () => {
  it('offers a field only to one column, required fields first, and "Não importar"', () => {
    const m = { Nome: 'nm_pessoa', Documento: null, Mail: 'ds_email' };
    const doc = opcoesDaColuna(campos, m, 'Documento');
    expect(doc[0]).toEqual({ value: NAO_IMPORTAR, label: 'Não importar' });
    expect(doc[1]).toEqual({ value: 'nr_documento_cpf', label: 'CPF (obrigatório)' });
    const valores = doc.map((o) => o.value);
    expect(valores).not.toContain('nm_pessoa');
    expect(valores).not.toContain('ds_email');
    // a column keeps its own field among its choices
    expect(opcoesDaColuna(campos, m, 'Nome').map((o) => o.value)).toContain('nm_pessoa');
  });

  it('lists the required fields without a column', () => {
    expect(obrigatoriosSemColuna(campos, { A: 'ds_email' }).map((c) => c.rotulo)).toEqual(['Nome', 'CPF']);
    expect(obrigatoriosSemColuna(campos, { A: 'nm_pessoa', B: 'nr_documento_cpf' })).toEqual([]);
  });

  it('ties and unties a column', () => {
    const m = ligarColuna({ A: null }, 'A', 'nm_pessoa');
    expect(m).toEqual({ A: 'nm_pessoa' });
    expect(ligarColuna(m, 'A', NAO_IMPORTAR)).toEqual({ A: null });
    expect(colunasLigadas(['A', 'B'], { A: 'nm_pessoa', B: null })).toBe(1);
  });

  it('lays a saved mapping over the file: its columns win, the others keep a field still free', () => {
    const cabecalho = ['Nome', 'CPF', 'Mail', 'Outra'];
    const atual = { Nome: 'nm_pessoa', CPF: null, Mail: 'nr_telefone_cel', Outra: 'ds_email' };
    const salvo = { CPF: 'nr_documento_cpf', Mail: 'ds_email', Sumida: 'nm_bairro', Nome: 'campo_antigo' };
    const r = aplicarMapeamentoSalvo(cabecalho, atual, salvo, campos);
    expect(r.reconhecidas).toBe(3);
    // 'Outra' lost ds_email to the saved mapping's 'Mail'; a field the kind lost is dropped
    expect(r.mapeamento).toEqual({ Nome: null, CPF: 'nr_documento_cpf', Mail: 'ds_email', Outra: null });
  });

  it('shows up to three non-empty sample values of a column', () => {
    const amostra = [
      ['a', ' '],
      ['b', 'x'],
      ['c', ''],
      ['d', 'y'],
    ];
    expect(exemplosDaColuna(amostra, 0)).toEqual(['a', 'b', 'c']);
    expect(exemplosDaColuna(amostra, 1)).toEqual(['x', 'y']);
    expect(exemplosDaColuna(amostra, 5)).toEqual([]);
  });
});

describe('the file before it is sent', () => {
  it('refuses an empty file and one over the upload limit, in words', () => {
    expect(recusaDoArquivo({ size: 0 })).toBe('O arquivo está vazio.');
    expect(recusaDoArquivo({ size: 201 * 1024 * 1024 })).toMatch(/passa de 200 MB/);
    expect(recusaDoArquivo({ size: 10 })).toBeNull();
  });

  it('keeps a long name within the limit with its extension, and names the report after the file', () => {
    const nome = nomeDeEnvio(`${'a'.repeat(300)}.xlsx`);
    expect(nome).toHaveLength(255);
    expect(nome.endsWith('.xlsx')).toBe(true);
    expect(nomeRelatorio('candidatos 2024.xlsx')).toBe('candidatos 2024-relatorio.csv');
  });
});

describe('the report', () => {
  it('writes a CPF or CNPJ key as people read it, any other key as it is', () => {
    expect(chaveLegivel('39053344705')).toBe('390.533.447-05');
    expect(chaveLegivel('11222333000181')).toBe('11.222.333/0001-81');
    expect(chaveLegivel('maria.souza')).toBe('maria.souza');
    expect(chaveLegivel(null)).toBe('–');
  });
});
