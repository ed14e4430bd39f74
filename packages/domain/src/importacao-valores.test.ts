import { describe, expect, it } from 'vitest';
import { cnpjClienteValido } from './clientes';
import { cpfValido } from './formatacao';
import {
  chaveCabecalho,
  cortarTexto,
  digitosCpf,
  digitosPis,
  idadeNaData,
  lerCep,
  lerData,
  lerDinheiro,
  lerDocumento,
  lerEstadoCivil,
  lerHabilitacao,
  lerInteiro,
  lerRg,
  lerSexo,
  lerSimNao,
  lerTelefone,
  lerTipoContratacao,
  lerTipoSalario,
  lerUf,
  limparTexto,
  limparTextoLongo,
  primeiroEmail,
  separarLista,
  trecho,
} from './importacao-valores';

const HOJE = '2026-06-15';

describe('header keys', () => {
  it('lowers case, drops accents, spaces and punctuation', () => {
    expect(chaveCabecalho('Dt. Nasc.')).toBe('dtnasc');
    expect(chaveCabecalho('NM_PESSOA')).toBe('nmpessoa');
    expect(chaveCabecalho('  Município ')).toBe('municipio');
    expect(chaveCabecalho('Nº')).toBe('no');
    expect(chaveCabecalho('Ação/Instrução (ç)')).toBe('acaoinstrucaoc');
    expect(chaveCabecalho('E-MAIL')).toBe('email');
  });
});

describe('text', () => {
  it('trims and collapses inner spaces, tabs, line breaks and NBSP', () => {
    expect(limparTexto('  Maria   da\tSilva\n Souza\u00a0 ')).toBe('Maria da Silva Souza');
    expect(limparTexto('Ana')).toBe('Ana');
  });

  it('removes control characters, zero-width spaces and lone surrogates, keeps emoji', () => {
    expect(limparTexto('\ufeffAna\u0000 \u200bSilva\u0007')).toBe('Ana Silva');
    expect(limparTexto('Ana \ud800Silva')).toBe('Ana Silva');
    expect(limparTexto('Ana 😀')).toBe('Ana 😀');
  });

  it('keeps a value that starts with =, + or @ as text', () => {
    expect(limparTexto('=SOMA(A1:A9)')).toBe('=SOMA(A1:A9)');
    expect(limparTexto('+cmd|calc')).toBe('+cmd|calc');
    expect(limparTexto('@SUM(1)')).toBe('@SUM(1)');
  });

  it('keeps the lines of a long text, at most one blank line in a row', () => {
    expect(limparTextoLongo('  Linha  um \r\n\r\n\r\n\r\nLinha\tdois  ')).toBe('Linha um\n\nLinha dois');
    expect(limparTextoLongo(' só   uma ')).toBe('só uma');
  });

  it('cuts without splitting a surrogate pair', () => {
    expect(cortarTexto('abc def', 4)).toBe('abc');
    expect(cortarTexto('ab😀c', 3)).toBe('ab');
    expect(trecho('x'.repeat(50))).toBe(`${'x'.repeat(40)}…`);
  });

  it('splits a list by ; | and line breaks, once each', () => {
    expect(separarLista(' Motorista ; Atendente|MOTORISTA\nCaixa;; ')).toEqual([
      'Motorista',
      'Atendente',
      'Caixa',
    ]);
  });
});

describe('dates', () => {
  it('reads dd/mm/aaaa, d/m/aaaa, dd-mm-aaaa, dd.mm.aaaa and aaaa-mm-dd, a time ignored', () => {
    expect(lerData('07/03/1990', HOJE)).toBe('1990-03-07');
    expect(lerData('7/3/1990', HOJE)).toBe('1990-03-07');
    expect(lerData('07-03-1990', HOJE)).toBe('1990-03-07');
    expect(lerData('07.03.1990', HOJE)).toBe('1990-03-07');
    expect(lerData('1990-03-07', HOJE)).toBe('1990-03-07');
    expect(lerData('1990-03-07T00:00:00.000Z', HOJE)).toBe('1990-03-07');
    expect(lerData('07/03/1990 14:30:00', HOJE)).toBe('1990-03-07');
    expect(lerData(' 29/02/2024 ', HOJE)).toBe('2024-02-29');
  });

  it('reads dd/mm/aa as 20aa up to the current year and 19aa after it', () => {
    expect(lerData('05/09/01', HOJE)).toBe('2001-09-05');
    expect(lerData('05/09/26', HOJE)).toBe('2026-09-05');
    expect(lerData('05/09/27', HOJE)).toBe('1927-09-05');
    expect(lerData('05/09/90', HOJE)).toBe('1990-09-05');
  });

  it('refuses a day or month that does not exist, and what is not a date', () => {
    for (const t of [
      '31/02/2020',
      '29/02/2023',
      '00/01/2020',
      '13/13/2020',
      '32/01/2020',
      '2020-02-30',
      'ontem',
      '',
      '1/1/199',
      '45123',
    ])
      expect(lerData(t, HOJE)).toBeNull();
  });

  it('counts whole years of age', () => {
    expect(idadeNaData('2011-06-16', HOJE)).toBe(14);
    expect(idadeNaData('2011-06-15', HOJE)).toBe(15);
  });
});

describe('documents', () => {
  it('reads a CPF with or without its mask, padding a number that lost its leading zeros', () => {
    expect(digitosCpf('529.982.247-25')).toBe('52998224725');
    expect(digitosCpf('529 982 247 25')).toBe('52998224725');
    expect(digitosCpf('4732611036')).toBe('04732611036');
    expect(digitosCpf('4732611036.0')).toBe('04732611036');
    expect(digitosCpf('123')).toBeNull();
    expect(digitosCpf('5299822472599')).toBeNull();
    expect(digitosCpf('529.982.247-2X')).toBeNull();
    expect(digitosCpf('1.23457E+10')).toBeNull();
  });

  it('reads a client document as CNPJ or CPF', () => {
    const ler = (t: string) => lerDocumento(t, cpfValido, cnpjClienteValido);
    expect(ler('11.222.333/0001-81')).toEqual({ tipo: 'J', numero: '11222333000181' });
    expect(ler('12.abc.345/01de-35')).toEqual({ tipo: 'J', numero: '12ABC34501DE35' });
    expect(ler('390.533.447-05')).toEqual({ tipo: 'F', numero: '39053344705' });
    expect(ler('39053344705')).toEqual({ tipo: 'F', numero: '39053344705' });
    // a CNPJ written as a number that lost its leading zeros
    expect(ler('4597746000185')).toEqual({ tipo: 'J', numero: '04597746000185' });
    expect(ler('191')).toEqual({ tipo: 'J', numero: '00000000000191' });
    expect(ler('4732611036')).toEqual({ tipo: 'F', numero: '04732611036' });
    expect(ler('11222333000182')).toEqual({ tipo: 'J', numero: '11222333000182' });
    expect(ler('CNPJ 1122')).toBeNull();
    expect(ler('123')).toBeNull();
  });

  it('reads a PIS/NIT and an RG', () => {
    expect(digitosPis('120.34567.89-9')).toBe('12034567899');
    expect(digitosPis('123')).toBeNull();
    expect(lerRg('12.345.678-9', 14)).toBe('12.345.678-9');
    expect(lerRg('mg 12.345.678-90 ', 14)).toBe('MG12345678-90');
    expect(lerRg('123456789012345', 14)).toBeNull();
  });
});

describe('contact', () => {
  it('reads phones with (DD), spaces, hyphens, +55 or a trunk 0', () => {
    expect(lerTelefone('(47) 99999-8888')).toBe('47999998888');
    expect(lerTelefone('+55 47 3333-4444')).toBe('4733334444');
    expect(lerTelefone('55 47 99999 8888')).toBe('47999998888');
    expect(lerTelefone('047 3333-4444')).toBe('4733334444');
    expect(lerTelefone('0800 123 4567')).toBe('08001234567');
    expect(lerTelefone('3333-4444')).toBeNull();
    expect(lerTelefone('(00) 0000-0000')).toBeNull();
    expect(lerTelefone('47 3333-4444 / 47 99999-8888')).toBeNull();
  });

  it('reads a CEP with or without the hyphen', () => {
    expect(lerCep('89201-000')).toBe('89201000');
    expect(lerCep('89201000')).toBe('89201000');
    expect(lerCep('89.201-000')).toBe('89201000');
    expect(lerCep('1310100')).toBe('01310100');
    expect(lerCep('8920-100')).toBeNull();
    expect(lerCep('00000-000')).toBeNull();
  });

  it('takes the first e-mail of a cell, in lower case', () => {
    expect(primeiroEmail(' Ana@Exemplo.com ')).toEqual({ email: 'ana@exemplo.com', varios: false });
    expect(primeiroEmail('a@x.com; b@y.com')).toEqual({ email: 'a@x.com', varios: true });
  });
});

describe('codes', () => {
  it('reads S/N from Sim/Não, true/false, 1/0 and X', () => {
    for (const t of ['S', 'sim', 'SIM', 'true', '1', 'X', 'x', 'Ativo']) expect(lerSimNao(t)).toBe('S');
    for (const t of ['N', 'Não', 'nao', 'false', '0', 'Inativo']) expect(lerSimNao(t)).toBe('N');
    expect(lerSimNao('talvez')).toBeNull();
  });

  it('reads sexo M/F/Masculino/Feminino', () => {
    expect(lerSexo('m')).toBe('M');
    expect(lerSexo('Masculino')).toBe('M');
    expect(lerSexo('F')).toBe('F');
    expect(lerSexo('FEMININO')).toBe('F');
    expect(lerSexo('outro')).toBeNull();
  });

  it('reads a UF by code or state name', () => {
    expect(lerUf('sc')).toBe('SC');
    expect(lerUf('Santa Catarina')).toBe('SC');
    expect(lerUf('SAO PAULO')).toBe('SP');
    expect(lerUf('Mato Grosso do Sul')).toBe('MS');
    expect(lerUf('XX')).toBeNull();
    expect(lerUf('Santa Catarin')).toBeNull();
  });

  it('reads the marital status by code or name', () => {
    expect(lerEstadoCivil('S')).toBe('S');
    expect(lerEstadoCivil('Solteira')).toBe('S');
    expect(lerEstadoCivil('Casado(a)')).toBe('C');
    expect(lerEstadoCivil('União estável')).toBe('A');
    expect(lerEstadoCivil('viúva')).toBe('V');
    expect(lerEstadoCivil('Separado judicialmente')).toBe('J');
    expect(lerEstadoCivil('X')).toBeNull();
    expect(lerEstadoCivil('Noivo')).toBeNull();
  });

  it('reads a driving-licence category', () => {
    expect(lerHabilitacao('b')).toBe('B');
    expect(lerHabilitacao('A/B')).toBe('AB');
    expect(lerHabilitacao('A e B')).toBe('AB');
    expect(lerHabilitacao('B A')).toBe('AB');
    expect(lerHabilitacao('E')).toBe('E');
    expect(lerHabilitacao('B e C')).toBeNull();
    expect(lerHabilitacao('Z')).toBeNull();
  });

  it('reads the hiring type and the salary type', () => {
    expect(lerTipoContratacao('Efetivo')).toBe(1);
    expect(lerTipoContratacao('CLT')).toBe(1);
    expect(lerTipoContratacao('temporária')).toBe(2);
    expect(lerTipoContratacao('TR')).toBe(6);
    expect(lerTipoContratacao('Estagiário')).toBe(10);
    expect(lerTipoContratacao('10')).toBe(10);
    expect(lerTipoContratacao('PJ')).toBeNull();
    expect(lerTipoSalario('Mensalista')).toBe('M');
    expect(lerTipoSalario('h')).toBe('H');
    expect(lerTipoSalario('Comissão')).toBe('C');
    expect(lerTipoSalario('anual')).toBeNull();
  });
});

describe('numbers', () => {
  it('reads money as 1.234,56, 1234.56 or R$ 1.234,56', () => {
    expect(lerDinheiro('1.234,56')).toBe(1234.56);
    expect(lerDinheiro('1234,5')).toBe(1234.5);
    expect(lerDinheiro('1234.56')).toBe(1234.56);
    expect(lerDinheiro('1,234.56')).toBe(1234.56);
    expect(lerDinheiro('R$ 1.234,56')).toBe(1234.56);
    expect(lerDinheiro('r$1.234')).toBe(1234);
    expect(lerDinheiro('2500')).toBe(2500);
    expect(lerDinheiro('1.234.567,00')).toBe(1234567);
    for (const t of ['-100', 'abc', '1,2,3', '12,345', '1.2345', '1.234,567', ''])
      expect(lerDinheiro(t)).toBeNull();
  });

  it('reads a whole number', () => {
    expect(lerInteiro('120')).toBe(120);
    expect(lerInteiro('1.200')).toBe(1200);
    expect(lerInteiro('12.0')).toBe(12);
    expect(lerInteiro('-3')).toBeNull();
    expect(lerInteiro('12,5')).toBeNull();
    expect(lerInteiro('99999999999999999')).toBeNull();
  });
});
