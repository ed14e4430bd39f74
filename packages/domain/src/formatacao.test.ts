import { describe, expect, it } from 'vitest';
import {
  cnpjValido,
  cpfValido,
  formatarCep,
  formatarCnpj,
  formatarCpf,
  formatarCpfCnpj,
  formatarTelefone,
  numeroWhatsapp,
  primeiroNome,
} from './formatacao';

describe('formatacao', () => {
  it('formats documents', () => {
    expect(formatarCpf('52998224725')).toBe('529.982.247-25');
    expect(formatarCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatarCep('89201000')).toBe('89201-000');
  });
  it('formats the numeric and the alphanumeric CNPJ, and leaves other lengths as typed', () => {
    expect(formatarCnpj('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    expect(formatarCnpj('AB1C2D3E0001F5')).toBe('AB.1C2.D3E/0001-F5');
    expect(formatarCnpj('12.abc.345/01de-35')).toBe('12.ABC.345/01DE-35');
    expect(formatarCnpj('11.222.333/0001-81')).toBe('11.222.333/0001-81');
    expect(formatarCnpj('1122233300018')).toBe('1122233300018');
    expect(formatarCnpj('12ABC34501DE3')).toBe('12ABC34501DE3');
    expect(formatarCnpj('12ABC34501DE35X')).toBe('12ABC34501DE35X');
    expect(formatarCnpj('12ABC345*1DE35')).toBe('12ABC345*1DE35');
    expect(formatarCnpj(null)).toBe('');
    expect(formatarCpfCnpj('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    expect(formatarCpfCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatarCpfCnpj('52998224725')).toBe('529.982.247-25');
  });
  it('formats landlines and mobiles', () => {
    expect(formatarTelefone('4733334444')).toBe('(47) 3333-4444');
    expect(formatarTelefone('47999998888')).toBe('(47) 99999-8888');
    expect(formatarTelefone('5547999998888')).toBe('(47) 99999-8888');
  });
  it('gives a WhatsApp number only from 10 digits', () => {
    expect(numeroWhatsapp('(47) 9999-888')).toBeNull();
    expect(numeroWhatsapp('(47) 3333-4444')).toBe('554733334444');
    expect(numeroWhatsapp('5547999998888')).toBe('5547999998888');
  });
  it('checks CPF and CNPJ digits', () => {
    expect(cpfValido('529.982.247-25')).toBe(true);
    expect(cpfValido('529.982.247-24')).toBe(false);
    expect(cpfValido('111.111.111-11')).toBe(false);
    expect(cnpjValido('11.222.333/0001-81')).toBe(true);
    expect(cnpjValido('11.222.333/0001-80')).toBe(false);
  });
});

describe('primeiroNome', () => {
  it('greets by the first word of the name', () => {
    expect(primeiroNome('  Ana Paula Souza ')).toBe('Ana');
    expect(primeiroNome('Rosa')).toBe('Rosa');
  });
});
